import { resolveApiOrigin } from '../api/baseUrl';
import { createAuthClient, type AuthClient, type AuthClientOptions } from './authClient';

const clients = new Map<string, AuthClient>();

/** Widgets (and host code) with the same public token and API origin share one client. */
export function sharedClient(options: AuthClientOptions, call: string): AuthClient {
  const origin = resolveApiOrigin(options.publicToken, options.apiBaseUrl, call);
  const key = `${options.publicToken}\n${origin}`;
  let client = clients.get(key);
  if (!client) {
    client = createAuthClient(options);
    clients.set(key, client);
  }
  return client;
}
