// The e2e harness. Per worker: the emulator on a random port (it also serves the built cdn/),
// and a host-page server on another origin. Per test: the emulator reset, pages generated for
// the test, a log of every request the page makes, and helpers that reach the emulator only
// through its /__emulator/* endpoints (docs/architecture.md guideline 12).
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { startEmulatorServer, type EmulatorServer } from '../../emulator/server';
import type { OutboxMessage } from '../../src/contract/index';
import { CDN_DIR, widgetPageHtml, type WidgetPageOptions } from './pages';

export { expect };

export const PUBLIC_TOKEN = 'public-token-test-00000000-0000-4000-8000-000000000000';
export { CDN_DIR };
export const SESSION_COOKIES = ['stytch_session', 'stytch_session_jwt'] as const;

interface HostedPage {
  body: string;
  headers: Record<string, string>;
}

/** Serves the pages tests register, by path, on http://127.0.0.1:<port> (the emulator is on localhost). */
interface HostServer {
  origin: string;
  pages: Map<string, HostedPage>;
}

async function startHostServer(): Promise<{ host: HostServer; server: Server }> {
  const pages = new Map<string, HostedPage>();
  const server = createServer((req, res) => {
    const page = pages.get(new URL(req.url ?? '/', 'http://host.invalid').pathname);
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...page.headers });
    res.end(req.method === 'HEAD' ? undefined : page.body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { host: { origin: `http://127.0.0.1:${port}`, pages }, server };
}

export interface Emulator {
  origin: string;
  /** Messages sent to `recipient` (oldest first), optionally on one channel. */
  messages(recipient: string, channel?: OutboxMessage['channel']): Promise<OutboxMessage[]>;
  /** Waits until `recipient` has received `count` messages and returns the last of them. */
  waitForMessage(recipient: string, options?: { channel?: OutboxMessage['channel']; count?: number }): Promise<OutboxMessage>;
  /** Moves the emulator's clock (codes and links expire by it). */
  advanceClock(ms: number): Promise<void>;
  /** The telemetry events the emulator received (POST /events), oldest first. */
  telemetry(): Promise<{ event_name: string; details: Record<string, unknown> }[]>;
}

export interface Host {
  origin: string;
  /** Serves `html` at a path unique to this test; returns its URL. */
  add(name: string, html: string, headers?: Record<string, string>): string;
  /** Serves a page that loads the widget from the emulator's /cdn/ and mounts it (see pages.ts). */
  widgetPage(name: string, options?: Omit<WidgetPageOptions, 'emulatorOrigin' | 'publicToken'>): string;
}

export interface RequestLog {
  /** Every URL the test's browser context requested, in order. */
  urls: string[];
  /** The cdn/ file names requested, e.g. `auth-widget.otp.js`. */
  cdnFiles(): string[];
}

type WorkerFixtures = { emulatorServer: EmulatorServer; hostServer: HostServer };
type TestFixtures = { emulator: Emulator; host: Host; requests: RequestLog };

let pageCounter = 0;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  emulatorServer: [
    async ({}, use) => {
      const server = await startEmulatorServer({ port: 0, cdnDir: CDN_DIR });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],

  hostServer: [
    async ({}, use) => {
      const { host, server } = await startHostServer();
      await use(host);
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
    { scope: 'worker' },
  ],

  emulator: [
    async ({ emulatorServer, request }, use) => {
      const { origin } = emulatorServer;
      // Every test starts from an empty store and outbox, with the clock back at real time.
      await emulatorPost(request, origin, '/__emulator/reset', {});
      await emulatorPost(request, origin, '/__emulator/clock', { now: new Date().toISOString() });
      await use(emulatorClient(origin, request));
    },
    { auto: true },
  ],

  host: async ({ hostServer, emulatorServer }, use) => {
    const prefix = `/t${++pageCounter}-${randomBytes(4).toString('hex')}`;
    const paths: string[] = [];
    const add: Host['add'] = (name, html, headers = {}) => {
      const path = `${prefix}/${name}`;
      hostServer.pages.set(path, { body: html, headers });
      paths.push(path);
      return `${hostServer.origin}${path}`;
    };
    await use({
      origin: hostServer.origin,
      add,
      widgetPage: (name, options = {}) => {
        const { html, headers } = widgetPageHtml({ ...options, emulatorOrigin: emulatorServer.origin, publicToken: PUBLIC_TOKEN });
        return add(name, html, headers);
      },
    });
    for (const path of paths) hostServer.pages.delete(path);
  },

  requests: [async ({ context }, use) => use(recordRequests(context)), { auto: true }],
});

/** Starts logging every request `context` makes. */
export function recordRequests(context: BrowserContext): RequestLog {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return {
    urls,
    cdnFiles: () => urls.filter((url) => new URL(url).pathname.startsWith('/cdn/')).map((url) => new URL(url).pathname.slice(5)),
  };
}

async function emulatorPost(request: APIRequestContext, origin: string, path: string, data: unknown) {
  const response = await request.post(`${origin}${path}`, { data });
  expect(response.status(), `POST ${path}`).toBe(200);
}

/** The emulator at `origin` as it is, reached only through its /__emulator/* endpoints (no reset). */
export function emulatorClient(origin: string, request: APIRequestContext): Emulator {
  const messages: Emulator['messages'] = async (recipient, channel) => {
    const query = new URLSearchParams({ recipient, ...(channel ? { channel } : {}) });
    const response = await request.get(`${origin}/__emulator/outbox?${query}`);
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { messages: OutboxMessage[] }).messages;
  };
  return {
    origin,
    messages,
    async waitForMessage(recipient, { channel, count = 1 } = {}) {
      let found: OutboxMessage[] = [];
      await expect
        .poll(async () => (found = await messages(recipient, channel)).length, {
          message: `${count} message(s) to ${recipient}${channel ? ` by ${channel}` : ''}`,
          intervals: [50, 100, 250],
        })
        .toBeGreaterThanOrEqual(count);
      return found[count - 1]!;
    },
    advanceClock: (ms) => emulatorPost(request, origin, '/__emulator/clock', { advance_ms: ms }),
    async telemetry() {
      const response = await request.get(`${origin}/__emulator/events`);
      expect(response.ok()).toBe(true);
      const { events } = (await response.json()) as { events: { event: { event_name: string; details: Record<string, unknown> } }[] };
      return events.map(({ event }) => event);
    },
  };
}

/** The session cookies the widget wrote on `origin`. */
export async function sessionCookies(context: BrowserContext, origin: string) {
  const cookies = await context.cookies(origin);
  return cookies.filter((cookie) => (SESSION_COOKIES as readonly string[]).includes(cookie.name));
}

/** Asserts both session cookies exist on `origin` with the loopback attributes (S1, docs/spec/api.md §8). */
export async function expectSessionCookies(context: BrowserContext, origin: string) {
  const cookies = await sessionCookies(context, origin);
  expect(cookies.map((cookie) => cookie.name).sort()).toEqual([...SESSION_COOKIES].sort());
  for (const cookie of cookies) {
    expect(cookie.domain, cookie.name).toBe(new URL(origin).hostname);
    expect(cookie.sameSite, cookie.name).toBe('Lax');
    expect(cookie.secure, cookie.name).toBe(false);
    expect(cookie.httpOnly, cookie.name).toBe(false);
    expect(cookie.value, cookie.name).not.toBe('');
    expect(cookie.expires, cookie.name).toBeGreaterThan(Date.now() / 1000);
  }
  return cookies;
}

/** The widget events a page's callbacks and DOM listeners recorded (pages.ts). */
export async function widgetEvents(page: Page): Promise<{ callbacks: string[]; dom: string[]; errors: string[]; domErrors: string[] }> {
  return page.evaluate(() => {
    const w = window as unknown as Record<string, { type?: string; message?: string }[]>;
    return {
      callbacks: w.__events!.map((event) => event.type!),
      dom: w.__domEvents!.map((event) => event.type!),
      errors: w.__errors!.map((error) => error.message!),
      domErrors: w.__domErrors!.map((error) => error.message!),
    };
  });
}

let sequence = 0;
/** An address no other test uses. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${process.pid}-${Date.now().toString(36)}-${++sequence}@example.com`;
}
