// The headless client's sign-ins that are between the person and this project: passcodes, magic
// links, passwords and passkeys (those another party takes part in are in thirdParty.ts). The calls
// the widget's screens make, under the provider's names and with its snake_case options
// (docs/spec/product.md §7; options.ts has the types).
import type { AuthResponse, OtpChannel } from '../contract/index';
import type { HeadlessMagicLinks, HeadlessOtps, HeadlessPasswords, HeadlessPhoneOtp, HeadlessWebAuthn } from './types';
import { check, checkOptions, type Fields } from './checks';
import { passwordsApi } from '../api/passwords';
import { webauthnApi } from '../api/webauthn';
import type { AuthClient } from '../session/authClient';
import type { HeadlessContext } from './context';

export const DURATION: Fields = { session_duration_minutes: 'n?' };
export type Duration = { session_duration_minutes?: number };

export function otpsMethods(context: HeadlessContext): HeadlessOtps {
  const loginOrCreate = (channel: OtpChannel, destinationName: string, fields: Fields) => async (destination: unknown, options?: unknown) => {
    const call = `otps.${channel}.loginOrCreate`;
    check(call, destinationName, destination, 's');
    const given = checkOptions<Record<string, string | number | undefined>>(call, options, fields, true);
    const api = (await context.client()).api.otps;
    return api.loginOrCreate(channel, destination as string, {
      expirationMinutes: given.expiration_minutes as number | undefined,
      locale: given.locale as string | undefined,
      loginTemplateId: given.login_template_id as string | undefined,
      signupTemplateId: given.signup_template_id as string | undefined,
    });
  };
  const phone = (channel: 'sms' | 'whatsapp'): HeadlessPhoneOtp => ({
    loginOrCreate: loginOrCreate(channel, 'phone_number', { expiration_minutes: 'n?', locale: 's?' }),
  });
  return {
    sms: phone('sms'),
    whatsapp: phone('whatsapp'),
    email: { loginOrCreate: loginOrCreate('email', 'email', { expiration_minutes: 'n?', login_template_id: 's?', signup_template_id: 's?', locale: 's?' }) },
    async authenticate(code: unknown, methodId: unknown, options?: unknown) {
      const call = 'otps.authenticate';
      check(call, 'code', code, 's');
      check(call, 'method_id', methodId, 's');
      const { session_duration_minutes } = checkOptions<Duration>(call, options, DURATION, true);
      return context.signIn((client) => client.api.otps.authenticate(code as string, methodId as string, context.minutes(session_duration_minutes)));
    },
  };
}

export function magicLinksMethods(context: HeadlessContext): HeadlessMagicLinks {
  return {
    email: {
      async loginOrCreate(email: unknown, options?: unknown) {
        const call = 'magicLinks.email.loginOrCreate';
        check(call, 'email', email, 's');
        const given = checkOptions<Record<string, string | number | boolean | undefined>>(
          call,
          options,
          {
            login_magic_link_url: 's?',
            signup_magic_link_url: 's?',
            login_expiration_minutes: 'n?',
            signup_expiration_minutes: 'n?',
            login_template_id: 's?',
            signup_template_id: 's?',
            locale: 's?',
            create_user_as_pending: 'b?',
          },
          true,
        );
        const client = await context.client();
        // PKCE unless the project turned it off, as the widget's magic links (products/emailMagicLinks/send.ts).
        const usePkce = context.handle.bootstrap.get().data.pkce_required_for_email_magic_links !== false;
        return client.api.magicLinks.loginOrCreate(
          email as string,
          {
            loginRedirectURL: given.login_magic_link_url as string | undefined,
            signupRedirectURL: given.signup_magic_link_url as string | undefined,
            loginExpirationMinutes: given.login_expiration_minutes as number | undefined,
            signupExpirationMinutes: given.signup_expiration_minutes as number | undefined,
            loginTemplateId: given.login_template_id as string | undefined,
            signupTemplateId: given.signup_template_id as string | undefined,
            locale: given.locale as string | undefined,
            createUserAsPending: given.create_user_as_pending as boolean | undefined,
          },
          usePkce,
        );
      },
    },
    authenticate: tokenSignIn(context, 'magicLinks.authenticate', (client, token, minutes) => client.api.magicLinks.authenticate(token, minutes)),
  };
}

/** `authenticate(token, { session_duration_minutes? })`, as magic links and OAuth take their redirect's token. */
export function tokenSignIn<R extends AuthResponse>(context: HeadlessContext, call: string, authenticate: (client: AuthClient, token: string, minutes: number) => Promise<R>) {
  return async (token: unknown, options?: unknown): Promise<R> => {
    check(call, 'token', token, 's');
    const { session_duration_minutes } = checkOptions<Duration>(call, options, DURATION, true);
    return context.signIn((client) => authenticate(client, token as string, context.minutes(session_duration_minutes)));
  };
}

export function passwordsMethods(context: HeadlessContext): HeadlessPasswords {
  type Given = Record<string, string> & Duration;
  const given = (call: string, options: unknown, fields: Fields) => checkOptions<Given>(call, options, { ...fields, ...DURATION });
  const api = async () => passwordsApi(await context.client());
  return {
    async create(options: unknown) {
      const { email, password, session_duration_minutes } = given('passwords.create', options, { email: 's', password: 's' });
      return context.signIn((client) => passwordsApi(client).create(email, password, context.minutes(session_duration_minutes)));
    },
    async authenticate(options: unknown) {
      const { email, password, session_duration_minutes } = given('passwords.authenticate', options, { email: 's', password: 's' });
      return context.signIn((client) => passwordsApi(client).authenticate(email, password, context.minutes(session_duration_minutes)));
    },
    async resetByEmailStart(options: unknown) {
      const request = checkOptions<Record<string, string | number | undefined>>('passwords.resetByEmailStart', options, {
        email: 's',
        login_redirect_url: 's?',
        reset_password_redirect_url: 's?',
        reset_password_expiration_minutes: 'n?',
        reset_password_template_id: 's?',
        locale: 's?',
      });
      const usePkce = context.handle.bootstrap.get().data.pkce_required_for_password_resets !== false;
      return (await api()).resetByEmailStart(
        request.email as string,
        {
          loginRedirectURL: request.login_redirect_url as string | undefined,
          resetPasswordRedirectURL: request.reset_password_redirect_url as string | undefined,
          resetPasswordExpirationMinutes: request.reset_password_expiration_minutes as number | undefined,
          resetPasswordTemplateId: request.reset_password_template_id as string | undefined,
          locale: request.locale as string | undefined,
        },
        usePkce,
      );
    },
    async resetByEmail(options: unknown) {
      const { token, password, session_duration_minutes } = given('passwords.resetByEmail', options, { token: 's', password: 's' });
      return context.signIn((client) => passwordsApi(client).resetByEmail(token, password, context.minutes(session_duration_minutes)));
    },
    async resetByExistingPassword(options: unknown) {
      const request = given('passwords.resetByExistingPassword', options, { email: 's', existing_password: 's', new_password: 's' });
      return context.signIn((client) =>
        passwordsApi(client).resetByExistingPassword(request.email, request.existing_password, request.new_password, context.minutes(request.session_duration_minutes)),
      );
    },
    async resetBySession(options: unknown) {
      const { password, session_duration_minutes } = given('passwords.resetBySession', options, { password: 's' });
      return context.signIn((client) => passwordsApi(client).resetBySession(password, context.minutes(session_duration_minutes)));
    },
    async strengthCheck(options: unknown) {
      const { email, password } = checkOptions<{ email?: string; password: string }>('passwords.strengthCheck', options, { email: 's?', password: 's' });
      return (await api()).strengthCheck(password, email);
    },
  };
}

export function webauthnMethods(context: HeadlessContext): HeadlessWebAuthn {
  // The passkeys group's browser requests: one at a time on the page, whichever widget started one.
  const { ceremonies } = context;
  return {
    async register(options?: unknown) {
      const { session_duration_minutes } = checkOptions<Duration>('webauthn.register', options, DURATION, true);
      const webauthn = webauthnApi((await context.client()).call);
      const { public_key_credential_creation_options: creation } = await webauthn.registerStart();
      const credential = await (await ceremonies()).register(creation);
      return context.signIn(() => webauthn.register(credential, context.minutes(session_duration_minutes)));
    },
    async authenticate(options?: unknown) {
      const { session_duration_minutes } = checkOptions<Duration>('webauthn.authenticate', options, DURATION, true);
      const webauthn = webauthnApi((await context.client()).call);
      const { public_key_credential_request_options: request } = await webauthn.authenticateStart(context.handle.getSession() !== null);
      const credential = await (await ceremonies()).authenticate(request);
      return context.signIn(() => webauthn.authenticate(credential, context.minutes(session_duration_minutes)));
    },
    async update(options: unknown) {
      const { webauthn_registration_id, name } = checkOptions<{ webauthn_registration_id: string; name: string }>('webauthn.update', options, {
        webauthn_registration_id: 's',
        name: 's',
      });
      return context.userChanged((client) => webauthnApi(client.call).update(webauthn_registration_id, name));
    },
  };
}
