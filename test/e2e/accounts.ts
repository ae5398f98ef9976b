// Accounts staged in the emulator and direct SDK calls, for the password tests.
import { expect, PUBLIC_TOKEN, type Emulator } from './fixtures';

/** POST /__emulator/users: an account with a password, passwordless (`password: null`), or needing a reset. */
export async function stageUser(emulator: Emulator, body: Record<string, unknown>) {
  const response = await fetch(`${emulator.origin}/__emulator/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

/** A call to the emulator's SDK API as a signed-out client would make it. */
export function sdkCall(emulator: Emulator, path: string, body: Record<string, unknown>) {
  return fetch(`${emulator.origin}/sdk/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`).toString('base64')}`,
    },
    body: JSON.stringify(body),
  });
}
