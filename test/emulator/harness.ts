// In-process access to an emulator for tests: no sockets, a fake clock, and small helpers that
// go through the public HTTP surface only (outbox included), as the widget and e2e tests do.
import type { AuthResponse, OutboxMessage } from '../../src/contract/index';
import { createEmulator, type Emulator, type EmulatorOptions } from '../../emulator/app';
import { createFakeClock, type Clock } from '../../emulator/store/clock';

export const API = 'http://localhost:9099/sdk/v1';
export const ORIGIN = 'http://localhost:9099';
export const REDIRECT = 'http://localhost:3000/authenticate';
/** The default project's public token, and the login and sign-up pages the OAuth tests return to. */
export const PUBLIC_TOKEN = 'public-token-test-00000000-0000-4000-8000-000000000000';
export const LOGIN_URL = 'http://localhost:3000/login';
export const SIGNUP_URL = 'http://localhost:3000/signup';
/** The default project's Google client id (One Tap). */
export const GOOGLE_CLIENT_ID = 'emulator-google-client-id.apps.googleusercontent.com';

export interface CallOptions {
  body?: unknown;
  /** Sent verbatim instead of JSON.stringify(body). */
  rawBody?: BodyInit;
  /** The caller's session token, put in the Basic credentials' password half. */
  session?: string;
  /** Replaces the Authorization header entirely (null = none). */
  authorization?: string | null;
  headers?: Record<string, string>;
  /** The client address, as a socket would give it (in-process calls have none). */
  ip?: string;
}

export interface CallResult<T = any> {
  status: number;
  headers: Headers;
  json: T;
}

export interface Harness {
  emulator: Emulator;
  clock: Clock;
  basic(secret?: string): string;
  /** A request to `${API}${path}`, or to the full URL when `path` starts with http. */
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
  outbox(recipient?: string): Promise<OutboxMessage[]>;
  latest(recipient: string): Promise<OutboxMessage>;
  /** The full magic-link round trip for `email`; returns the Auth payload. */
  loginWithMagicLink(email: string): Promise<AuthResponse & { method_id: string }>;
  /** The full email passcode round trip for `email`. */
  loginWithEmailOtp(email: string): Promise<AuthResponse & { method_id: string }>;
}

export function createHarness(options: EmulatorOptions = {}): Harness {
  const clock = options.clock ?? createFakeClock();
  const emulator = createEmulator({ onUnexpectedError: () => {}, ...options, clock });
  const token = emulator.project.public_token;
  const basic = (secret = token) => `Basic ${Buffer.from(`${token}:${secret}`).toString('base64')}`;

  const call: Harness['call'] = async (method, path, o = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...o.headers };
    const authorization = o.authorization === undefined ? basic(o.session) : o.authorization;
    if (authorization !== null) headers.authorization = authorization;
    const body = o.rawBody ?? (o.body === undefined ? undefined : JSON.stringify(o.body));
    const url = path.startsWith('http') ? path : API + path;
    const res = o.ip === undefined ? await emulator.handle(url, { method, headers, body }) : await emulator.handleRequest(new Request(url, { method, headers, body }), { ip: o.ip });
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: text === '' ? undefined : JSON.parse(text) };
  };

  const outbox: Harness['outbox'] = async (recipient) => {
    const query = recipient === undefined ? '' : `?recipient=${encodeURIComponent(recipient)}`;
    return (await call('GET', `${ORIGIN}/__emulator/outbox${query}`)).json.messages;
  };
  const latest: Harness['latest'] = async (recipient) => {
    const message = (await outbox(recipient)).at(-1);
    if (!message) throw new Error(`nothing was sent to ${recipient}`);
    return message;
  };

  return {
    emulator,
    clock,
    basic,
    call,
    outbox,
    latest,
    async loginWithMagicLink(email) {
      const sent = await call('POST', '/magic_links/email/login_or_create', { body: { email, login_magic_link_url: REDIRECT, signup_magic_link_url: REDIRECT } });
      if (sent.status !== 200) throw new Error(`login_or_create failed: ${JSON.stringify(sent.json)}`);
      const link = new URL((await latest(email)).link!);
      const auth = await call('POST', '/magic_links/authenticate', { body: { token: link.searchParams.get('token'), session_duration_minutes: 60 } });
      if (auth.status !== 200) throw new Error(`authenticate failed: ${JSON.stringify(auth.json)}`);
      return auth.json.data;
    },
    async loginWithEmailOtp(email) {
      const sent = await call('POST', '/otps/email/login_or_create', { body: { email, expiration_minutes: 5 } });
      if (sent.status !== 200) throw new Error(`otp send failed: ${JSON.stringify(sent.json)}`);
      const { code } = await latest(email);
      const auth = await call('POST', '/otps/authenticate', { body: { token: code, method_id: sent.json.data.method_id, session_duration_minutes: 30 } });
      if (auth.status !== 200) throw new Error(`otp authenticate failed: ${JSON.stringify(auth.json)}`);
      return auth.json.data;
    },
  };
}

export const MINUTE = 60_000;
