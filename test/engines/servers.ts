// The emulator (serving the built cdn/) and host pages on another origin, as the Chromium suite has
// them (test/e2e/fixtures.ts), reached only over HTTP: its outbox and /__emulator/* hooks.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmulatorServer, type EmulatorServer } from '../../emulator/server';
import type { OutboxMessage } from '../../src/contract/index';
import { CDN_DIR, widgetPageHtml, type WidgetPageOptions } from '../e2e/pages';

export const PUBLIC_TOKEN = 'public-token-test-00000000-0000-4000-8000-000000000000';
export { CDN_DIR };

export interface Emulator {
  origin: string;
  /** Waits until `recipient` has a message and returns the latest. */
  waitForMessage(recipient: string): Promise<OutboxMessage>;
  /** POST /__emulator/users: an account staged with a password. */
  stageUser(body: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

export async function startEmulator(): Promise<Emulator> {
  const server: EmulatorServer = await startEmulatorServer({ port: 0, cdnDir: CDN_DIR });
  const { origin } = server;
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  };
  await post('/__emulator/reset', {});
  return {
    origin,
    async waitForMessage(recipient) {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const response = await fetch(`${origin}/__emulator/outbox?${new URLSearchParams({ recipient })}`);
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        if (messages.length) return messages[messages.length - 1]!;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no message reached ${recipient} within 15 s`);
    },
    stageUser: (body) => post('/__emulator/users', body),
    close: () => server.close(),
  };
}

export interface Host {
  origin: string;
  /** Serves `html` at `/name`; returns its URL. */
  add(name: string, html: string, headers?: Record<string, string>): string;
  /** A page that loads the widget from the emulator's /cdn/ and mounts it (test/e2e/pages.ts), its HTML passed through `edit`. */
  widgetPage(name: string, options?: Omit<WidgetPageOptions, 'emulatorOrigin' | 'publicToken'>, edit?: (html: string) => string): string;
  close(): Promise<void>;
}

/**
 * A host site on a port of its own at http://127.0.0.1 (the emulator is on localhost): a new one
 * per journey, so each starts with no cookies or storage left by the one before.
 */
export async function startHost(emulatorOrigin: string): Promise<Host> {
  const pages = new Map<string, { body: string; headers: Record<string, string> }>();
  const server: Server = createServer((req, res) => {
    const page = pages.get(new URL(req.url ?? '/', 'http://host.invalid').pathname);
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...page.headers });
    res.end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const add: Host['add'] = (name, html, headers = {}) => {
    pages.set(`/${name}`, { body: html, headers });
    return `${origin}/${name}`;
  };
  return {
    origin,
    add,
    widgetPage(name, options = {}, edit = (html) => html) {
      const { html, headers } = widgetPageHtml({ ...options, emulatorOrigin, publicToken: PUBLIC_TOKEN });
      return add(name, edit(html), headers);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
