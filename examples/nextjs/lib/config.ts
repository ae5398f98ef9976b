// Where the identity provider is, read on the server at request time, so one build runs against
// any emulator (the repo's e2e test starts one on a random port). The defaults are the emulator's
// (`npm start` in the repo's root). Only the public token and the API's origin reach the browser.
import { connection } from 'next/server';

export interface AuthConfig {
  publicToken: string;
  apiBaseUrl: string;
  projectId: string;
}

export async function authConfig(): Promise<AuthConfig> {
  // Rendered per request: the values come from the server's environment, not the build's.
  await connection();
  return {
    publicToken: process.env.AUTH_PUBLIC_TOKEN ?? 'public-token-test-00000000-0000-4000-8000-000000000000',
    apiBaseUrl: process.env.AUTH_API_BASE_URL ?? 'http://localhost:9099',
    projectId: process.env.AUTH_PROJECT_ID ?? 'project-test-00000000-0000-4000-8000-000000000000',
  };
}
