import type { PasswordResetByEmailStartRequest } from '../contract/index';
import type { PkceStore } from './pkceStore';
import type { Call } from './transport';
import type { SafeStorage } from '../util/storage';
import { expectOptionalNumber, expectString } from './validate';

/** The reset options a host passes as `passwordOptions` (issue 3; docs/spec/api.md §3). */
export interface PasswordResetOptions {
  loginRedirectURL?: string;
  resetPasswordRedirectURL?: string;
  resetPasswordExpirationMinutes?: number;
  resetPasswordTemplateId?: string;
  locale?: string;
}

/** What the password endpoints take from the network client (session/authClient.ts). */
export interface PasswordsClient {
  call: Call;
  pkce: PkceStore;
  storage: SafeStorage;
  publicToken: string;
}

/**
 * The password endpoints, made by the passwords group, the reset widget and the headless chunk
 * from their client (not the client chunk: a passcode or passkey sign-in never calls them).
 * Passwords go to the server exactly as typed (X8): no trimming or normalisation here, and
 * strength is judged by the server only.
 */
export function passwordsApi({ call, pkce, storage, publicToken }: PasswordsClient) {
  // The address a reset was started for in this browser: the reset form opened from its email names
  // the account in a hidden username field, so password managers file the new password under it.
  const resetEmailKey = `auth_widget_reset_email:${publicToken}`;
  const credentials = (name: string, email: unknown, password: unknown, minutes: unknown) => ({
    email: expectString(name, 'email', email),
    password: expectString(name, 'password', password),
    session_duration_minutes: expectOptionalNumber(name, 'session_duration_minutes', minutes) as number,
  });
  return {
    create: (email: string, password: string, sessionDurationMinutes: number) =>
      call('POST /passwords', credentials('passwords.create', email, password, sessionDurationMinutes), { antiFraud: true }),
    authenticate: (email: string, password: string, sessionDurationMinutes: number) =>
      call('POST /passwords/authenticate', credentials('passwords.authenticate', email, password, sessionDurationMinutes), {
        antiFraud: true,
      }),
    /** Emails a reset link (and a 'log in without a password' link); with `usePkce` only this browser can use it. */
    async resetByEmailStart(email: string, options: PasswordResetOptions, usePkce: boolean) {
      const name = 'passwords.email.resetStart';
      const body: PasswordResetByEmailStartRequest = {
        email: expectString(name, 'email', email),
        login_redirect_url: options.loginRedirectURL,
        reset_password_redirect_url: options.resetPasswordRedirectURL,
        reset_password_expiration_minutes: expectOptionalNumber(name, 'resetPasswordExpirationMinutes', options.resetPasswordExpirationMinutes),
        reset_password_template_id: options.resetPasswordTemplateId,
        locale: options.locale,
      };
      if (usePkce) body.code_challenge = await pkce.start('passwords');
      else pkce.clear('passwords');
      return call('POST /passwords/email/reset/start', body, { antiFraud: true }).then((response) => (storage.set(resetEmailKey, email), response));
    },
    /** The address of the last reset started in this browser (untrusted: any tab can write it, so it is only ever shown as a field's value). */
    resetEmail(): string | undefined {
      const email = storage.get(resetEmailKey);
      return email && email.length < 255 ? email : undefined;
    },
    resetByEmail(token: string, password: string, sessionDurationMinutes: number) {
      const name = 'passwords.email.reset';
      expectString(name, 'token', token);
      expectString(name, 'password', password);
      expectOptionalNumber(name, 'session_duration_minutes', sessionDurationMinutes);
      const codeVerifier = pkce.take('passwords');
      return call(
        'POST /passwords/email/reset',
        { token, password, session_duration_minutes: sessionDurationMinutes, ...(codeVerifier ? { code_verifier: codeVerifier } : {}) },
        { antiFraud: true },
      ).then((response) => (storage.remove(resetEmailKey), response));
    },
    resetByExistingPassword(email: string, existingPassword: string, newPassword: string, sessionDurationMinutes: number) {
      const name = 'passwords.existingPassword.reset';
      return call('POST /passwords/existing_password/reset', {
        email: expectString(name, 'email', email),
        existing_password: expectString(name, 'existing_password', existingPassword),
        new_password: expectString(name, 'new_password', newPassword),
        session_duration_minutes: expectOptionalNumber(name, 'session_duration_minutes', sessionDurationMinutes) as number,
      });
    },
    resetBySession: (password: string, sessionDurationMinutes?: number) =>
      call('POST /passwords/session/reset', {
        password: expectString('passwords.session.reset', 'password', password),
        session_duration_minutes: expectOptionalNumber('passwords.session.reset', 'session_duration_minutes', sessionDurationMinutes),
      }),
    strengthCheck: (password: string, email?: string) =>
      call('POST /passwords/strength_check', {
        password: expectString('passwords.strengthCheck', 'password', password),
        ...(email ? { email } : {}),
      }),
  };
}
