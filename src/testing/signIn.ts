// signIn: a real session from the emulator put straight into a browser context, as the widget
// would have stored it after a sign-in (src/session/authClient.ts storeAuth): the two session
// cookies on the page's origin, and the signed-in state in its localStorage.
import type { EmulatorSession } from '../contract/index';
import { callEmulator, TestingUsageError, type EmulatorTarget } from './emulatorCalls';

/** A cookie as Playwright's `BrowserContext.addCookies` takes it (the fields signIn sets). */
export interface TestCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  /** Unix time in seconds. */
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Lax';
}

/**
 * What signIn uses of a Playwright `Page` (so this package needs no @playwright/test): its URL,
 * its browser context's cookies, and a script run in it.
 */
export interface TestPage {
  url(): string;
  context(): { addCookies(cookies: TestCookie[]): Promise<void> };
  evaluate<R, A>(pageFunction: (arg: A) => R, arg: A): Promise<R>;
}

export interface SignInOptions extends EmulatorTarget {
  /** Whom to sign in; the emulator creates the user when there is none. */
  email: string;
  /** The public token the page's widget is mounted with: its stored state is kept under it. */
  publicToken: string;
  /** The session's lifetime. Default 30 minutes, as the widget asks for. */
  sessionDurationMinutes?: number;
  /** The widget's `cookieOptions` names, when the page renames its cookies. */
  cookieNames?: { opaqueTokenCookieName?: string; jwtCookieName?: string };
}

/** The widget's stored state key and default cookie names (src/session/authState.ts, cookies.ts; a unit test holds them equal). */
export const STATE_KEY_PREFIX = 'auth_widget_state:';
export const DEFAULT_COOKIE_NAMES = { session: 'stytch_session', jwt: 'stytch_session_jwt' } as const;

function checkOptions(page: TestPage, options: SignInOptions): URL {
  if (!page || typeof page.url !== 'function' || typeof page.context !== 'function' || typeof page.evaluate !== 'function') {
    throw new TestingUsageError('signIn: the first argument must be a Playwright Page (url(), context(), evaluate())');
  }
  if (!options || typeof options.email !== 'string' || !options.email.includes('@')) throw new TestingUsageError(`signIn: email must be an email address, got ${JSON.stringify(options?.email)}`);
  if (typeof options.publicToken !== 'string' || options.publicToken === '') throw new TestingUsageError('signIn: publicToken must be the public token the page mounts the widget with');
  const minutes = options.sessionDurationMinutes;
  if (minutes !== undefined && !(Number.isInteger(minutes) && minutes >= 5)) throw new TestingUsageError(`signIn: sessionDurationMinutes must be an integer of at least 5, got ${String(minutes)}`);
  let url: URL | null;
  try {
    url = new URL(page.url());
  } catch {
    url = null;
  }
  // Cookies and storage belong to an origin: the page must be on the app's before signIn.
  if (!url || !/^https?:$/.test(url.protocol)) throw new TestingUsageError(`signIn: the page must be on your app's origin first (await page.goto(...)); it is at ${JSON.stringify(page.url())}`);
  return url;
}

/**
 * Signs `email` in for the page's current origin without any UI: asks the emulator for a real
 * session (POST /__emulator/sessions, creating the user when needed), then sets the session
 * cookies in the page's browser context and the widget's stored state in the page's localStorage.
 * The next load (`page.reload()`, `page.goto(...)` on the same origin) is signed in.
 *
 * @example
 * await page.goto('http://localhost:3000/');
 * await signIn(page, { email: 'ada@example.com', publicToken, apiBaseUrl: 'http://localhost:9099' });
 * await page.reload();
 */
export async function signIn(page: TestPage, options: SignInOptions): Promise<EmulatorSession> {
  const url = checkOptions(page, options);
  const auth = await callEmulator<EmulatorSession>('signIn', options, 'POST', '/__emulator/sessions', {
    email: options.email,
    ...(options.sessionDurationMinutes === undefined ? {} : { session_duration_minutes: options.sessionDurationMinutes }),
  });
  const expires = Math.floor(Date.parse(auth.session.expires_at) / 1000);
  const cookie = (name: string, value: string): TestCookie => ({
    name,
    value: encodeURIComponent(value),
    domain: url.hostname,
    path: '/',
    expires,
    httpOnly: false,
    secure: url.protocol === 'https:',
    sameSite: 'Lax',
  });
  await page.context().addCookies([
    cookie(options.cookieNames?.opaqueTokenCookieName ?? DEFAULT_COOKIE_NAMES.session, auth.session_token),
    cookie(options.cookieNames?.jwtCookieName ?? DEFAULT_COOKIE_NAMES.jwt, auth.session_jwt),
  ]);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [`${STATE_KEY_PREFIX}${options.publicToken}`, JSON.stringify({ user: auth.user, session: auth.session })] as const);
  return auth;
}
