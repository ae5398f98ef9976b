// The `headless` chunk (auth-widget.headless.js): the provider-named methods of `client()`
// (docs/spec/product.md §7). The main file holds only a forwarder per namespace (mount.tsx `client`),
// so no widget page and no host that only reads the session pays for them.
import type { AuthResponse } from '../contract/index';
import { UsageError } from '../api/errors';
import { impersonationApi } from '../api/impersonation';
import type { HeadlessClient } from './types';
import type { ClientHandle } from '../session/clientHandle';
import { impersonationMethods, sessionMethods, totpsMethods, userMethods } from './account';
import { checkOptions } from './checks';
import { giveHeadlessWords } from './errorWords';
import { createContext, type HeadlessContext, type HeadlessOptions, type LoadCeremonies } from './context';
import { magicLinksMethods, otpsMethods, passwordsMethods, webauthnMethods } from './signIns';
import { cryptoWalletsMethods, idpMethods, oauthMethods } from './thirdParty';

/** The asynchronous methods; `getSync` stays in the main file, which holds the state. */
export type HeadlessMethods = { [K in keyof HeadlessClient]: Omit<HeadlessClient[K], 'getSync'> } & {
  authenticateFromUrl(options?: { sessionDurationMinutes?: number }): Promise<AuthResponse | null>;
};

/**
 * `authenticateFromUrl`: an impersonation link (`stytch_token_type=impersonation`) here, the
 * magic-link and OAuth tokens the widgets also take in the client chunk.
 */
function authenticateFromUrl(context: HeadlessContext) {
  return async (options?: unknown): Promise<AuthResponse | null> => {
    const { sessionDurationMinutes } = checkOptions<{ sessionDurationMinutes?: number }>('client.authenticateFromUrl', options, { sessionDurationMinutes: 'n?' }, true);
    const client = await context.client();
    const impersonation = client.takeUrlToken(['impersonation']);
    if (impersonation) return context.signIn((loaded) => impersonationApi(loaded.call).authenticate(impersonation.token));
    return client.authenticateFromUrl(context.minutes(sessionDurationMinutes));
  };
}

export function createHeadless(handle: ClientHandle, options: HeadlessOptions, loadCeremonies: LoadCeremonies): HeadlessMethods {
  const context = createContext(handle, options, loadCeremonies);
  return {
    user: userMethods(context),
    session: sessionMethods(context),
    totps: totpsMethods(context),
    impersonation: impersonationMethods(context),
    otps: otpsMethods(context),
    magicLinks: magicLinksMethods(context),
    passwords: passwordsMethods(context),
    webauthn: webauthnMethods(context),
    oauth: oauthMethods(context),
    cryptoWallets: cryptoWalletsMethods(context),
    idp: idpMethods(context),
    authenticateFromUrl: authenticateFromUrl(context),
  };
}

/** One set of methods per `client()` call: its options carry its default session length. */
const made = new WeakMap<object, HeadlessMethods>();

/**
 * Runs the method at `path` ('totps.create', 'otps.sms.loginOrCreate') with the host's arguments.
 * A name the client does not have rejects as a wrong call does.
 */
export function run(handle: ClientHandle, options: HeadlessOptions, path: string, args: unknown[], loadCeremonies: LoadCeremonies): Promise<unknown> {
  let methods = made.get(options);
  if (!methods) made.set(options, (methods = createHeadless(handle, options, loadCeremonies)));
  let target: unknown = methods;
  // The main file's forwarder ends each path with a dot.
  path = path.replace(/\.$/, '');
  for (const key of path.split('.')) {
    target = target !== null && typeof target === 'object' && Object.hasOwn(target, key) ? (target as Record<string, unknown>)[key] : undefined;
  }
  if (typeof target !== 'function') return Promise.reject(new UsageError(path, 'It is not a method of the client.'));
  // A check that throws rejects the call, whatever the method's own shape.
  return new Promise((resolve) => resolve((target as (...given: unknown[]) => Promise<unknown>)(...args))).catch((error: unknown) => {
    giveHeadlessWords(error);
    throw error;
  });
}
