// The provider's official browser SDK (@stytch/vanilla-js, its headless client) on a host page of
// another origin, every call sent to the emulator through the SDK's own `endpoints` option (so no
// request is rewritten on the way), and a recorder of the calls a test made: the matrix spec
// (officialSdkMatrix.spec.ts) holds each test to the calls it promises.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { PUBLIC_TOKEN, type Emulator, type Host } from './fixtures';

export const OFFICIAL_SDK_FILE = fileURLToPath(new URL('../../node_modules/@stytch/vanilla-js/dist/iife/index.headless.js', import.meta.url));
export const { version: OFFICIAL_SDK_VERSION } = JSON.parse(readFileSync(fileURLToPath(new URL('../../node_modules/@stytch/vanilla-js/package.json', import.meta.url)), 'utf8')) as { version: string };

/** A call's answer, or the provider error type (or message) it failed with. */
export type Outcome<T = any> = { ok: T; error?: undefined } | { ok?: undefined; error: string };

export interface OfficialSdk {
  /** The page's URL (without query). */
  url: string;
  /**
   * Runs `client.<name>(<args>)` in the page, `arg` in scope for `args`, and records `name`.
   * Resolves with its (awaited) answer or the error it threw; a test asserts which it expects.
   */
  call<T = any>(name: string, args?: string, arg?: unknown): Promise<Outcome<T>>;
  /** Every call name `call` was given, in order. */
  made: string[];
}

/** The SDK's options for the emulator: its API, telemetry and client-side services iframe all on the emulator's origin. */
export const emulatorEndpoints = (origin: string) => ({
  testAPIURL: origin,
  liveAPIURL: origin,
  dfpBackendURL: origin,
  clientsideServicesIframeURL: `${origin}/clientside-services/index.html`,
});

let served: string | undefined;

/**
 * Serves a page with the official SDK at `name` on the host and opens it (with `query`, e.g. a
 * token a redirect brought back), or opens `path`, a page served before; `rename` changes the URL
 * (e.g. to a host name WebAuthn accepts). `window.client` is its headless client for the emulator.
 */
export async function openOfficialSdk(
  page: Page,
  host: Host,
  emulator: Emulator,
  { name = 'official-sdk', query = '', path, rename = (url) => url }: { name?: string; query?: string; path?: string; rename?: (url: string) => string } = {},
): Promise<OfficialSdk> {
  served ??= readFileSync(OFFICIAL_SDK_FILE, 'utf8');
  host.add(`${name}.sdk.js`, served, { 'content-type': 'text/javascript; charset=utf-8' });
  const url = path ?? rename(host.add(name, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Official SDK</title><link rel="icon" href="data:,"></head><body><script src="${name}.sdk.js"></script></body></html>`));
  await page.goto(url + query);
  await page.evaluate(
    ({ publicToken, endpoints }) => {
      const w = window as unknown as Record<string, any>;
      w.client = new w.stytch.StytchHeadlessClient(publicToken, { endpoints });
    },
    { publicToken: PUBLIC_TOKEN, endpoints: emulatorEndpoints(emulator.origin) },
  );
  const made: string[] = [];
  return {
    url,
    made,
    call(callName, args = '', arg) {
      made.push(callName);
      return page.evaluate(
        async ([callName, args, arg]) => {
          try {
            // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the calls are the spec's own, run in the page
            const run = new Function('client', 'arg', `return client.${callName}(${args})`);
            const ok = await run((window as any).client, arg);
            return { ok: ok === undefined ? null : JSON.parse(JSON.stringify(ok, (_key, value) => (typeof value === 'function' ? '[function]' : value))) };
          } catch (error) {
            return { error: (error as { error_type?: string }).error_type ?? String((error as Error).message ?? error) };
          }
        },
        [callName, args, arg] as const,
      ) as Promise<Outcome>;
    },
  };
}

/**
 * The client's public calls, read from the live object in the page: every function reachable
 * from the client (prototype chains included, up to Object's), minus what is plumbing rather
 * than a call a host makes: underscored members, and members the SDK's type declarations leave out
 * (its fraud-protection and captcha helpers, PKCE internals, the OAuth client's navigation
 * helpers, the RBAC client's cached policy); arrays and promises are values, not clients.
 */
export function publicCalls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const plumbing = new Set([
      'dfpProtectedAuth', 'executeRecaptcha', 'getCodeChallenge', 'handlePKCEForAuthenticate', 'policyPromise', 'cachedPolicy',
      'getBaseApiUrl', 'navigate', 'startOAuthFlow',
    ]);
    const names: string[] = [];
    const seen = new Set<object>();
    const walk = (target: object, path: string) => {
      if (seen.has(target)) return;
      seen.add(target);
      const keys = new Set<string>();
      for (let proto: object | null = target; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
        for (const key of Object.getOwnPropertyNames(proto)) keys.add(key);
      }
      for (const key of keys) {
        if (key === 'constructor' || key.startsWith('_') || plumbing.has(key)) continue;
        const value = (target as Record<string, unknown>)[key];
        if (typeof value === 'function') names.push(path + key);
        else if (value && typeof value === 'object' && !(value instanceof Promise) && !Array.isArray(value)) walk(value, `${path}${key}.`);
      }
    };
    walk((window as any).client, '');
    return names.sort();
  });
}

/**
 * No outside network for `context`, and Google's host answered by the emulator: the SDK loads
 * https://accounts.google.com/gsi/client for One Tap whatever it is told, and the emulator's
 * /gsi/client and /__emulator/google/* are the stand-in Google.
 */
export async function offlineWithStandInGoogle(context: BrowserContext, emulator: Emulator) {
  const local = /^https?:\/\/(127\.0\.0\.1|localhost|[a-z-]+\.localhost)(:\d+)?\//;
  await context.route((url) => !local.test(url.href), (route) => route.abort('internetdisconnected'));
  await context.route(/^https:\/\/accounts\.google\.com\//, async (route) => {
    await route.fulfill({ response: await route.fetch({ url: route.request().url().replace('https://accounts.google.com', emulator.origin) }) });
  });
}
