// @vitest-environment happy-dom
// The stand-in clientside-services iframe's script (clientside-services/services.js) on a page
// (happy-dom), its fetches answered in-process by the emulator, asked as the official SDK asks:
// `{ method, args: [request] }` posted by the parent with one MessagePort, one answer on the port.
// One Tap's start and submit, errors as the SDK rebuilds them, the origin check, and the messages
// it ignores. The phone methods, which load the library by a script tag, run in the browser
// test (test/e2e/officialOneTap.spec.ts).
import { MessageChannel } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness, GOOGLE_CLIENT_ID, LOGIN_URL, ORIGIN, PUBLIC_TOKEN, SIGNUP_URL, type Harness } from './harness';

const HOST = 'http://localhost:3000';
const PAGE = `${ORIGIN}/clientside-services/index.html`;

let h: Harness;
let fetches: string[];
/** The script's message listeners, removed after each test: the window outlives a test. */
let listeners: EventListener[] = [];
/** The page that framed the iframe, as event.source and window.parent. */
const parent = { name: 'the host page' };

beforeEach(() => {
  h = createHarness();
  fetches = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    fetches.push(input);
    return h.emulator.handle(input, init);
  });
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(PAGE);
  Object.defineProperty(window, 'parent', { configurable: true, value: parent });
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const listener of listeners) window.removeEventListener('message', listener);
  listeners = [];
  delete (document as { currentScript?: unknown }).currentScript;
  delete (window as { parent?: unknown }).parent;
});

/** Runs the served script as the page's <script src=… data-allowed-origins=…>. */
async function load(allowedOrigins: string[] = []) {
  const source = await (await h.emulator.handle(`${ORIGIN}/clientside-services/services.js`)).text();
  const tag = document.createElement('script');
  tag.src = `${ORIGIN}/clientside-services/services.js`;
  tag.setAttribute('data-allowed-origins', JSON.stringify(allowedOrigins));
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => tag });
  const add = window.addEventListener.bind(window);
  const spy = vi.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: any, options?: any) => {
    if (type === 'message') listeners.push(listener);
    add(type, listener, options);
  });
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the served script, as a browser would
  new Function(source)();
  spy.mockRestore();
}

interface Answer {
  success: boolean;
  payload?: any;
  error?: any;
}

/** Posts as the SDK's host client does and waits for the answer on the port. */
function post(data: unknown, { origin = HOST, source = parent as object } = {}): { answer: Promise<Answer>; sent: () => boolean } {
  const channel = new MessageChannel();
  let sent = false;
  const answer = new Promise<Answer>((resolve) => {
    channel.port1.once('message', (value: Answer) => {
      sent = true;
      channel.port1.close();
      resolve(value);
    });
  });
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  Object.defineProperty(event, 'ports', { value: [channel.port2] });
  window.dispatchEvent(event);
  return { answer, sent: () => sent };
}

const ask = (method: string, request: unknown, options?: { origin?: string; source?: object }) => post({ method, args: [request] }, options).answer;

describe('One Tap', () => {
  it('starts with the project’s Google client and a callback id, and a submitted credential gives the redirect whose token signs in', async () => {
    await load();
    const started = await ask('oneTapStart', { publicToken: PUBLIC_TOKEN });
    expect(started).toEqual({ success: true, payload: { googleClientId: GOOGLE_CLIENT_ID, oauthCallbackId: expect.any(String) } });

    await h.call('POST', `${ORIGIN}/__emulator/google/identities`, { body: { identities: [{ email: 'grace@example.com', name: 'Grace Hopper' }] } });
    const sub = (await h.call('GET', `${ORIGIN}/__emulator/google/identities`)).json.identities[0].sub;
    const google = await h.call('POST', `${ORIGIN}/__emulator/google/credential`, { body: { client_id: GOOGLE_CLIENT_ID, origin: HOST, sub } });
    const submitted = await ask('oneTapSubmit', {
      publicToken: PUBLIC_TOKEN,
      idToken: google.json.credential,
      oauthCallbackID: started.payload.oauthCallbackId,
      loginRedirectURL: LOGIN_URL,
      signupRedirectURL: SIGNUP_URL,
    });
    expect(submitted.success).toBe(true);
    const redirect = new URL(submitted.payload.redirect_url);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(SIGNUP_URL);
    const auth = await h.call('POST', '/oauth/authenticate', { body: { token: redirect.searchParams.get('token'), session_duration_minutes: 30 } });
    expect(auth.json.data.user.emails[0].email).toBe('grace@example.com');
    expect(fetches.filter((url) => url.startsWith(ORIGIN))).toHaveLength(2);
  });

  it("answers the emulator's refusals as the provider's API errors, named so the SDK rebuilds a StytchAPIError", async () => {
    await load();
    const wrongToken = await ask('oneTapStart', { publicToken: 'public-token-test-nope' });
    expect(wrongToken).toEqual({
      success: false,
      error: expect.objectContaining({ name: 'StytchAPIError', status_code: 401, error_type: 'invalid_public_token', error_message: expect.any(String), error_url: expect.any(String) }),
    });
    const used = await ask('oneTapSubmit', { publicToken: PUBLIC_TOKEN, idToken: 'not.a.token', oauthCallbackID: 'never-started' });
    expect(used.error).toMatchObject({ name: 'StytchAPIError', status_code: 404, error_type: 'oauth_callback_not_found' });
  });

  it('refuses a request without its fields, or not an object, without asking the emulator', async () => {
    await load();
    for (const [method, request] of [
      ['oneTapStart', {}],
      ['oneTapStart', 'public-token'],
      ['oneTapSubmit', { publicToken: PUBLIC_TOKEN, oauthCallbackID: 'x' }],
      ['oneTapSubmit', { publicToken: PUBLIC_TOKEN, idToken: 'x', oauthCallbackID: 'y', loginRedirectURL: 42 }],
      ['getExamplePhoneNumber', null],
    ] as const) {
      const answer = await ask(method, request);
      expect(answer.error, `${method} ${JSON.stringify(request)}`).toMatchObject({ name: 'StytchAPIError', status_code: 400, error_type: 'invalid_argument' });
    }
    expect(fetches).toEqual([]);
  });
});

describe('whom it answers', () => {
  it("answers a parent of an origin the project does not allow with the API's origin_not_allowed, and asks nothing", async () => {
    await load(['https://app.example.com']);
    const refused = await ask('oneTapStart', { publicToken: PUBLIC_TOKEN });
    expect(refused).toEqual({ success: false, error: expect.objectContaining({ name: 'StytchAPIError', status_code: 403, error_type: 'origin_not_allowed' }) });
    expect(fetches).toEqual([]);
    expect((await ask('oneTapStart', { publicToken: PUBLIC_TOKEN }, { origin: 'https://app.example.com' })).success).toBe(true);
  });

  it('with no allowed_origins answers loopback origins only, as the API does', async () => {
    await load();
    for (const origin of ['http://127.0.0.1:5173', 'https://app.localhost', 'http://[::1]:8080']) {
      expect((await ask('oneTapStart', { publicToken: PUBLIC_TOKEN }, { origin })).success, origin).toBe(true);
    }
    for (const origin of ['https://localhost.evil.example', 'https://app.example.com', 'null']) {
      expect((await ask('oneTapStart', { publicToken: PUBLIC_TOKEN }, { origin })).error?.error_type, origin).toBe('origin_not_allowed');
    }
  });

  it('ignores messages from anyone but its parent, of other methods, or without a port', async () => {
    await load();
    const ignored = [
      post({ method: 'oneTapStart', args: [{ publicToken: PUBLIC_TOKEN }] }, { source: { name: 'another window' } }),
      post({ method: 'toString', args: [] }),
      post({ method: 'eval', args: ['1'] }),
      post({ args: [{ publicToken: PUBLIC_TOKEN }] }),
      post('oneTapStart'),
    ];
    const noPort = new MessageEvent('message', { data: { method: 'oneTapStart', args: [{ publicToken: PUBLIC_TOKEN }] }, origin: HOST });
    Object.defineProperty(noPort, 'source', { value: parent });
    window.dispatchEvent(noPort);
    // A message it does answer, sent after them: by its answer, any earlier one would have been
    // acted on (each is handled in order) and asked the emulator first.
    expect((await ask('oneTapStart', { publicToken: PUBLIC_TOKEN })).success).toBe(true);
    expect(fetches).toHaveLength(1);
    expect(ignored.map((message) => message.sent())).toEqual([false, false, false, false, false]);
  });
});
