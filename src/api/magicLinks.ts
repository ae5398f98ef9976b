import type { MagicLinkLoginOrCreateRequest } from '../contract/index';
import type { PkceFlow, PkceStore } from './pkceStore';
import type { Call } from './transport';
import { expectOptionalNumber, expectString } from './validate';

export interface MagicLinkOptions {
  loginRedirectURL?: string;
  loginExpirationMinutes?: number;
  signupRedirectURL?: string;
  signupExpirationMinutes?: number;
  createUserAsPending?: boolean;
  loginTemplateId?: string;
  signupTemplateId?: string;
  locale?: string;
}

export function magicLinksApi(call: Call, pkce: PkceStore) {
  return {
    /** Sends a login or sign-up link; with `usePkce` the link only works in this browser. */
    async loginOrCreate(email: string, options: MagicLinkOptions, usePkce: boolean) {
      const name = 'magicLinks.email.loginOrCreate';
      expectString(name, 'email', email);
      const body: MagicLinkLoginOrCreateRequest = {
        email,
        login_magic_link_url: options.loginRedirectURL,
        signup_magic_link_url: options.signupRedirectURL,
        login_expiration_minutes: expectOptionalNumber(name, 'loginExpirationMinutes', options.loginExpirationMinutes),
        signup_expiration_minutes: expectOptionalNumber(name, 'signupExpirationMinutes', options.signupExpirationMinutes),
        login_template_id: options.loginTemplateId,
        signup_template_id: options.signupTemplateId,
        locale: options.locale,
        create_user_as_pending: options.createUserAsPending,
      };
      if (usePkce) body.code_challenge = await pkce.start('magic_links');
      else pkce.clear('magic_links');
      return call('POST /magic_links/email/login_or_create', body, { antiFraud: true });
    },
    /** `flow` names whose PKCE verifier goes with the token: a reset email's login link uses the reset's. */
    authenticate(token: string, sessionDurationMinutes: number, flow: PkceFlow = 'magic_links') {
      const name = 'magicLinks.authenticate';
      expectString(name, 'token', token);
      expectOptionalNumber(name, 'session_duration_minutes', sessionDurationMinutes);
      const codeVerifier = pkce.take(flow);
      return call('POST /magic_links/authenticate', {
        token,
        session_duration_minutes: sessionDurationMinutes,
        ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
      });
    },
  };
}
