// The account namespaces of the headless client: user, session, totps and impersonation
// (docs/spec/product.md §1, §7; options.ts has their public types).
import type { User } from '../contract/index';
import { impersonationApi } from '../api/impersonation';
import { totpsApi } from '../api/totps';
import { DELETE_ENDPOINTS, userUpdatesApi, type DeletableFactor } from '../api/userUpdates';
import type { HeadlessImpersonation, HeadlessSession, HeadlessTotps, HeadlessUser } from './types';
import { check, checkOptions } from './checks';
import type { HeadlessContext } from './context';

type Methods<T> = Omit<T, 'getSync'>;

/** Two copies of a user are the same user record (the answer's request_id and status_code aside). */
const sameUser = (a: User | undefined, b: User) => {
  const { request_id: _r, status_code: _s, ...fresh } = b as User & { request_id?: string; status_code?: number };
  return JSON.stringify(a) === JSON.stringify(fresh);
};

export function userMethods(context: HeadlessContext): Methods<HeadlessUser> {
  const deleteFactor = (factor: DeletableFactor) => async (id: unknown) => {
    const endpoint = DELETE_ENDPOINTS[factor];
    check(`user.delete${factor}`, endpoint.slice(endpoint.lastIndexOf(':') + 1), id, 's');
    return context.userChanged((client) => userUpdatesApi(client.call).deleteFactor(factor, id as string));
  };
  return {
    async get() {
      const client = await context.client();
      const user = await client.api.users.me();
      // The stored user follows the provider's: a change made elsewhere (the provider's dashboard) shows here too.
      if (context.handle.state.get() && !sameUser(context.handle.getUser() ?? undefined, user)) await client.refreshSession().catch(() => undefined);
      return user;
    },
    async update(options: unknown) {
      const request = checkOptions<{ name?: object; untrusted_metadata?: Record<string, unknown> }>('user.update', options, { name: 'o?', untrusted_metadata: 'o?' });
      if (request.name) request.name = checkOptions('user.update', request.name, { first_name: 's?', middle_name: 's?', last_name: 's?' });
      return context.userChanged((client) => userUpdatesApi(client.call).update(request));
    },
    deleteEmail: deleteFactor('Email'),
    deletePhoneNumber: deleteFactor('PhoneNumber'),
    deleteTOTP: deleteFactor('TOTP'),
    deleteCryptoWallet: deleteFactor('CryptoWallet'),
    deleteOAuthRegistration: deleteFactor('OAuthRegistration'),
    deleteWebauthnRegistration: deleteFactor('WebauthnRegistration'),
    deleteBiometricRegistration: deleteFactor('BiometricRegistration'),
  };
}

export function sessionMethods(context: HeadlessContext): Methods<HeadlessSession> {
  return {
    async authenticate(options?: unknown) {
      const { session_duration_minutes } = checkOptions<{ session_duration_minutes?: number }>('session.authenticate', options, { session_duration_minutes: 'n?' }, true);
      // Without a duration the session is checked, not extended, unless the host set a default.
      return context.signIn((client) => client.api.sessions.authenticate(session_duration_minutes ?? context.configuredMinutes));
    },
    async revoke(options?: unknown) {
      const { forceClear } = checkOptions<{ forceClear?: boolean }>('session.revoke', options, { forceClear: 'b?' }, true);
      return (await context.client()).logout(forceClear === true);
    },
  };
}

export function totpsMethods(context: HeadlessContext): HeadlessTotps {
  return {
    async create(options: unknown) {
      const request = checkOptions<{ expiration_minutes: number }>('totps.create', options, { expiration_minutes: 'n' });
      return totpsApi((await context.client()).call).create(request);
    },
    async authenticate(options: unknown) {
      const { totp_code, session_duration_minutes } = checkOptions<{ totp_code: string; session_duration_minutes?: number }>('totps.authenticate', options, {
        totp_code: 's',
        session_duration_minutes: 'n?',
      });
      return context.signIn((client) => totpsApi(client.call).authenticate({ totp_code, session_duration_minutes: context.minutes(session_duration_minutes) }));
    },
    async recoveryCodes() {
      return totpsApi((await context.client()).call).recoveryCodes();
    },
    async recover(options: unknown) {
      const { recovery_code, session_duration_minutes } = checkOptions<{ recovery_code: string; session_duration_minutes?: number }>('totps.recover', options, {
        recovery_code: 's',
        session_duration_minutes: 'n?',
      });
      return context.signIn((client) => totpsApi(client.call).recover({ recovery_code, session_duration_minutes: context.minutes(session_duration_minutes) }));
    },
  };
}

export function impersonationMethods(context: HeadlessContext): HeadlessImpersonation {
  return {
    async authenticate(options: unknown) {
      const { impersonation_token } = checkOptions<{ impersonation_token: string }>('impersonation.authenticate', options, { impersonation_token: 's' });
      return context.signIn((client) => impersonationApi(client.call).authenticate(impersonation_token));
    },
  };
}
