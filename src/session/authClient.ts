import { DEFAULT_BOOTSTRAP } from '../api/bootstrap';
import type { AntiFraudFields, AuthResponse, RedirectTokenType } from '../contract/index';
import { createApi } from '../api/index';
import { createPkceStore } from '../api/pkceStore';
import { createTelemetry } from '../api/telemetry';
import { browserFetch, createTransport, type Call } from '../api/transport';
import { VERSION } from '../util/version';
import { authStateStore, refreshedKey, type AuthState } from './authState';
import type { SessionChange } from './authState';
import { bootstrapCacheKey, DEFAULT_SESSION_DURATION_MINUTES, type ClientShared } from './shared';
import { removeQueryParams } from '../util/addressBar';
import { isValidEmail } from '../contract/email';
import { uuid } from '../util/random';
import { cookieNames, cookieString, readCookie, type CookieOptions } from './cookies';
import { keeperLoading, type LoadKeeper } from './keeperLoading';

export interface AuthClientOptions {
  publicToken: string;
  apiBaseUrl?: string;
  cookieOptions?: CookieOptions;
  /** Gives a failed call's error its words for a person (the client chunk's entry passes flows/errorMessages.ts). */
  describeError?(error: unknown): void;
  /** For tests: the emulator's fetch-shaped `handle` (docs/architecture.md, 'Tests'). */
  fetch?: typeof fetch;
}

export type { LoadKeeper } from './keeperLoading';

/**
 * The network client, one per public token and API origin (the `client` chunk): the API, the
 * session's cookies and stored state, the bootstrap refresh and telemetry. It shares the
 * observables of the main file's handle, so widgets and host code see every change. The session's
 * background refresh and its sync with other tabs are the `sessionKeeper` chunk, which
 * `loadKeeper` fetches once this tab has a session or may have one.
 */
export function createAuthClient(options: AuthClientOptions, shared: ClientShared, loadKeeper: LoadKeeper) {
  const { publicToken, origin, storage, state, bootstrap } = shared;
  const fetchFn = options.fetch ?? browserFetch;
  const names = cookieNames(options.cookieOptions);
  const stored = authStateStore(storage, publicToken);
  // When cookies are unavailable the token still works for this page's lifetime.
  let memoryToken: string | undefined;
  const bootstrapKey = bootstrapCacheKey(publicToken);

  const telemetry = createTelemetry({
    publicToken,
    origin,
    fetch: fetchFn,
    storage,
    version: VERSION,
    ids: () => ({ user_id: state.get()?.user.user_id, session_id: state.get()?.session.session_id }),
  });

  const hostname = () => globalThis.location?.hostname ?? 'localhost';
  const setCookie = (name: string, value: string, expires: Date | null) => {
    try {
      document.cookie = cookieString(name, value, expires, hostname(), options.cookieOptions);
    } catch {
      // Cookies blocked (sandboxed frame): the in-memory token carries this page.
    }
  };
  const readCookieSafe = (name: string) => {
    try {
      return readCookie(name, document.cookie);
    } catch {
      return undefined;
    }
  };

  /** This tab's state and why it changed; the keeper plans from it. */
  const setState = (next: AuthState | null, change: SessionChange) => {
    shared.change = change;
    state.set(next);
    keeper.sessionChanged(next !== null);
  };
  const removeCookies = () => {
    memoryToken = undefined;
    setCookie(names.session, '', null);
    setCookie(names.jwt, '', null);
    setCookie(names.intermediate, '', null);
  };
  /** Signs out here and, through storage, in every tab (S4). */
  const clearSession = (reason: 'logout' | 'expired' | 'revoked') => {
    removeCookies();
    stored.write(null);
    storage.remove(refreshedKey(publicToken));
    keeper.signedOut();
    setState(null, { type: 'signed_out', reason });
  };
  const currentToken = () => readCookieSafe(names.session) ?? memoryToken;
  /** The session keeper, fetched once this tab has a session or may have one. */
  const keeper = keeperLoading(loadKeeper, {
    storage,
    publicToken,
    current: state.get,
    adopt(next, change) {
      // Another tab signed out: its cookies are ours too, but this tab's memory token is not.
      if (!next) memoryToken = undefined;
      setState(next, change);
    },
    signOut: clearSession,
    refresh: refreshSession,
  });
  let loggingOut = false;

  /**
   * A fresh captcha token when the project asks for captchas, and a fresh device telemetry id when
   * it protects sign-in with device fingerprinting, and always on the 'Captcha required' retry
   * (docs/spec/product.md §7).
   */
  const antiFraud = async (retry = false): Promise<AntiFraudFields> => {
    const { captcha_settings: settings, dfp_protected_auth_enabled: dfp } = bootstrap.get().data;
    const fields: AntiFraudFields = dfp === true || retry ? { dfp_telemetry_id: uuid() } : {};
    const grecaptcha = (globalThis as { grecaptcha?: { execute?(key: string, o: object): Promise<string> } }).grecaptcha;
    if (settings?.enabled !== true || typeof settings.siteKey !== 'string' || !grecaptcha?.execute) return fields;
    try {
      return { ...fields, captcha_token: await grecaptcha.execute(settings.siteKey, { action: 'LOGIN' }) };
    } catch {
      return fields;
    }
  };

  const call = createTransport({
    publicToken,
    origin,
    fetch: fetchFn,
    sessionToken: currentToken,
    telemetryHeader: telemetry.header,
    antiFraud,
    // An answer about an older token than the one now held (a sign-in meanwhile) changes nothing.
    describe: options.describeError,
    onUnrecoverable: (sentToken) => {
      if (!loggingOut && currentToken() === sentToken) clearSession('revoked');
    },
  });
  const pkce = createPkceStore(storage, publicToken);
  // What the first request needs, made now: a PKCE pair, whose digest answers in a task of its own;
  // the telemetry header's persistent id and session from storage (the page's first storage
  // reads); and the session cookie, whose first read on a page asks the browser process. In a task
  // of their own they came after a first Enter, which input's priority puts ahead of timers, and
  // the request waited for them (docs/performance.md, 'Enter at once').
  pkce.prepare();
  telemetry.warm();
  currentToken();
  // The address rule's patterns are compiled after the client's creation, not in the first Enter:
  // V8 interprets a pattern's first match and compiles it to machine code at the second. In a task
  // of their own, so an Enter that came before the client and made it does not wait for them.
  setTimeout(() => {
    isValidEmail('warm@example.com');
    isValidEmail('warm@example.com');
  });
  const api = createApi(call, publicToken, pkce);

  /** Stores a fresh session (docs/spec/api.md §8): cookies when a token is a string, else ours are removed. */
  const storeAuth = (auth: Pick<AuthResponse, 'user' | 'session' | 'session_token' | 'session_jwt'>) => {
    const expires = new Date(auth.session.expires_at);
    if (auth.session_token || auth.session_jwt) {
      memoryToken = auth.session_token || undefined;
      setCookie(names.session, auth.session_token, auth.session_token ? expires : null);
      setCookie(names.jwt, auth.session_jwt, auth.session_jwt ? expires : null);
      setCookie(names.intermediate, '', null);
    } else {
      memoryToken = undefined;
      setCookie(names.session, '', null);
      setCookie(names.jwt, '', null);
    }
    const next = { user: auth.user, session: auth.session };
    const same = state.get()?.session.session_id === auth.session.session_id;
    // The mark first: a tab told of the new state must already see that it is fresh, or it refreshes at once.
    keeper.markRefreshed();
    stored.write(next);
    setState(next, { type: same ? 'refreshed' : 'signed_in', fromAnotherTab: false });
  };

  /**
   * One background re-authentication. A sign-out or another sign-in (here or in another tab) while
   * it was in flight wins over its answer: no zombie session comes back.
   */
  async function refreshSession(signal?: AbortSignal): Promise<void> {
    const before = stored.read()?.session.session_id;
    const auth = await api.sessions.authenticate(undefined, signal);
    const now = stored.read()?.session.session_id;
    if (now === undefined ? before === undefined : now === auth.session.session_id) storeAuth(auth);
  }

  keeper.watch(() => !!(state.get() || stored.read() || readCookieSafe(names.session)), options.apiBaseUrl !== undefined);

  let bootstrapRequest: Promise<void> | undefined;
  const loadBootstrap = () =>
    (bootstrapRequest ??= (async () => {
      bootstrap.set({ ...bootstrap.get(), loading: true });
      try {
        const { request_id: _r, status_code: _s, ...data } = await api.bootstrap.get();
        storage.set(bootstrapKey, JSON.stringify(data));
        bootstrap.set({ data: { ...DEFAULT_BOOTSTRAP, ...data }, loading: false });
      } catch {
        // docs/spec/api.md §6: a failed bootstrap renders with the cached or default values.
        bootstrap.set({ ...bootstrap.get(), loading: false });
      }
    })());

  let urlAuthentication: Promise<AuthResponse | null> | undefined;

  /** A redirect token of one of `types` from the page's URL, removed from the address bar first (docs/spec/api.md §7). */
  function takeUrlToken(types: RedirectTokenType[]): { type: RedirectTokenType; token: string } | null {
    const location = globalThis.location;
    if (!location) return null;
    const query = new URL(location.href).searchParams;
    const type = query.get('stytch_token_type') as RedirectTokenType | null;
    const token = query.get('token');
    if (!type || !types.includes(type) || !token) return null;
    removeQueryParams(['token', 'stytch_token_type']);
    return { type, token };
  }

  const client = {
    api,
    /** For product groups that add their own calls (the OAuth group's One Tap rows). */
    call,
    pkce,
    /** With `call` and `pkce`, what the password calls take (api/passwords.ts). */
    storage,
    publicToken,
    telemetry,
    storeAuth,
    refreshSession,
    loadBootstrap,
    /** The bootstrap request, posted ahead of waiting timers: a first Enter no longer pays for the page's first fetch (docs/performance.md). */
    fetchBootstrap(): void {
      const scheduler = (globalThis as { scheduler?: { postTask?(task: () => void, options: object): Promise<void> } }).scheduler;
      const send = () => void loadBootstrap();
      if (scheduler?.postTask) void scheduler.postTask(send, { priority: 'user-blocking' });
      else setTimeout(send);
    },
    /**
     * Revokes the session and clears local state in every tab; with `forceClear` (the widgets'
     * logout) even when the call fails, else a failed call keeps it (the headless `session.revoke`).
     */
    async logout(forceClear = true): Promise<void> {
      loggingOut = forceClear;
      try {
        await api.sessions.revoke();
        forceClear = true;
      } finally {
        loggingOut = false;
        if (forceClear) clearSession('logout');
      }
    },
    /**
     * Authenticates a token arriving in the page's URL (docs/spec/api.md §7): a magic link, the 'log in
     * without a password' link of a reset email (type `login`, a magic link bound to the reset's
     * PKCE challenge), or an OAuth sign-in coming back from the provider. The token leaves the
     * address bar before the call. Resolves to null when the URL carries no such token.
     */
    authenticateFromUrl(sessionDurationMinutes = DEFAULT_SESSION_DURATION_MINUTES): Promise<AuthResponse | null> {
      if (urlAuthentication) return urlAuthentication;
      const taken = takeUrlToken(['magic_links', 'login', 'oauth']);
      if (!taken) return Promise.resolve(null);
      const { type, token } = taken;
      urlAuthentication = (
        type === 'oauth'
          ? api.oauth.authenticate(token, sessionDurationMinutes).then(
              (auth) => (telemetry.log('oauth_success', { provider_type: auth.provider_type }), auth),
              (error: unknown) => {
                telemetry.log('oauth_failure', { error_type: (error as { error_type?: unknown }).error_type ?? null });
                throw error;
              },
            )
          : api.magicLinks.authenticate(token, sessionDurationMinutes, type === 'login' ? 'passwords' : 'magic_links')
      ).then((auth) => {
        storeAuth(auth);
        return auth;
      });
      urlAuthentication.finally(() => (urlAuthentication = undefined)).catch(() => undefined);
      return urlAuthentication;
    },
    takeUrlToken,
    /**
     * The provider's address rule (contract/email.ts), here rather than in the main file: a typed
     * address goes nowhere without this client, and its patterns are not built before first paint.
     */
    isValidEmail,
  };
  return {
    ...client,
    /**
     * The same client with its calls bound to `signal`: a widget's own requests, which its removal
     * aborts (issue 16). The session, storage and tabs stay the shared client's.
     */
    scoped(signal: AbortSignal): typeof client {
      // A call with a signal of its own (a passkey request's) is already ended by its owner.
      const scopedCall: Call = (endpoint, body, options = {}) => call(endpoint, body, { signal, ...options });
      return { ...client, call: scopedCall, api: createApi(scopedCall, publicToken, pkce) };
    },
  };
}
export type AuthClient = ReturnType<typeof createAuthClient>;
