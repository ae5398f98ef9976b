import { resolveApiOrigin } from '../api/baseUrl';
import type { AuthClientOptions } from './authClient';
import { createClientHandle, type ClientHandle, type LoadClient } from './clientHandle';

const clients = new Map<string, ClientHandle>();

/** Widgets (and host code) with the same public token and API origin share one client. */
export function sharedClient(options: AuthClientOptions, loadClient: LoadClient, call: string): ClientHandle {
  const key = `${options.publicToken}\n${resolveApiOrigin(options.publicToken, options.apiBaseUrl, call)}`;
  let client = clients.get(key);
  if (!client) {
    client = createClientHandle(options, loadClient, call);
    clients.set(key, client);
  }
  return client;
}
