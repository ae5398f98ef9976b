// The emulator's stand-in for an OAuth provider's consent page (emulator-only, docs/spec/security.md E6).
// It works only from the state record the start kept, so an edited URL cannot change what is
// granted. Continue plays both the provider and its callback: it signs the person in (or up) as
// that provider's subject for the email they type, and sends them back to the host with a
// single-use token bound to the start's code challenge.
import { createHash } from 'node:crypto';
import type { OAuthProviderType, OAuthRedirectError } from '../../src/contract/index';
import type { Ctx } from '../api/context';
import { assert } from '../errors';
import { OAUTH_PROVIDERS } from '../project/oauthProviders';
import { optionalPlainText } from '../validate/plainText';
import { withQuery } from '../api/redirectLinks';
import { issueOAuthToken } from '../api/oauth';
import type { OAuthStateRecord } from '../store/records';
import { unexpired } from '../store/store';
import { emailAddress, localeTag, searchParamsBody, type Body } from '../validate/validate';
import { profilePictureUrl } from './avatar';

const MAX_NAME_LENGTH = 100;
/** The locale the consent page offers first, and a form without one gets. */
export const DEFAULT_LOCALE = 'en-US';

/** What the consent page shows; the form carries only the state. */
export interface ConsentView {
  providerType: OAuthProviderType;
  providerName: string;
  projectName: string;
  state: string;
  scopes: string[];
  providerParams: { key: string; value: string }[];
  /** Where Continue and Cancel may send the browser after the form posts. */
  redirectUrls: string[];
}

/** The state's record, unused, unexpired and for this page's provider; else 400 oauth_state_mismatch. */
function pendingState(ctx: Ctx, state: unknown): OAuthStateRecord {
  const record = typeof state === 'string' ? unexpired(ctx.store.oauthStates, state, ctx.clock.now()) : undefined;
  assert(
    record && record.provider_type === ctx.params.provider,
    400,
    'oauth_state_mismatch',
    'This sign-in request is unknown, already finished or expired. Start the sign-in again from the app.',
  );
  return record;
}

/** GET …/authorize?response_type=code&scope=…&state=…: the page for a pending start. */
export function viewConsent(ctx: Ctx, query: URLSearchParams): ConsentView {
  const fields = searchParamsBody(query, ['state', 'scope']);
  const record = pendingState(ctx, fields.state);
  assert(fields.scope === record.scopes.join(' '), 400, 'oauth_state_mismatch', 'The scope in this address is not the one the sign-in started with.');
  return {
    providerType: record.provider_type,
    providerName: OAUTH_PROVIDERS[record.provider_type].name,
    projectName: ctx.project.project_name,
    state: record.state,
    scopes: [...record.scopes],
    providerParams: record.provider_params.map((p) => ({ ...p })),
    redirectUrls: [record.login_redirect_url, record.signup_redirect_url],
  };
}

/** The same subject for the same provider and email, across resets and restarts. */
export function providerSubject(provider: OAuthProviderType, email: string): string {
  return createHash('sha256').update(`${provider}\n${email}`).digest('hex').slice(0, 32);
}

/** The optional `name` field, trimmed: at most 100 characters, no control or bidi characters. */
export function displayName(form: Body): string {
  return (optionalPlainText(form, 'name', MAX_NAME_LENGTH) ?? '').trim();
}

/**
 * POST …/authorize (the page's form): Continue or Cancel. Answers the URL to send the browser to.
 * Bad input leaves the state usable, so Back and a corrected form still work; either button
 * then uses it up.
 */
export function submitConsent(ctx: Ctx, form: URLSearchParams): string {
  const fields = searchParamsBody(form, ['state', 'action', 'email', 'name', 'locale']);
  const record = pendingState(ctx, fields.state);
  const action = fields.action;
  assert(action === 'continue' || action === 'cancel', 400, 'invalid_argument', 'action must be "continue" or "cancel"');
  const providerName = OAUTH_PROVIDERS[record.provider_type].name;
  if (action === 'cancel') {
    ctx.store.oauthStates.delete(record.state);
    // Whether the person is new is unknown, so the login URL hears it.
    const cancelled: OAuthRedirectError = {
      stytch_token_type: 'oauth',
      error: 'access_denied',
      error_description: `The sign-in with ${providerName} was cancelled.`,
    };
    return withQuery(record.login_redirect_url, { ...cancelled });
  }
  const email = emailAddress(fields);
  const name = displayName(fields);
  const locale = localeTag(fields) ?? DEFAULT_LOCALE;
  const subject = providerSubject(record.provider_type, email);
  ctx.store.oauthStates.delete(record.state);

  return issueOAuthToken(
    ctx,
    {
      provider_type: record.provider_type,
      provider_subject: subject,
      email,
      name,
      scopes: record.scopes,
      code_challenge: record.code_challenge,
      id_token: null,
      ...(record.attach_user_id === undefined ? {} : { attach_user_id: record.attach_user_id }),
      profile_picture_url: profilePictureUrl(ctx.meta.ownOrigin ?? '', record.provider_type, subject),
      locale,
    },
    { login: record.login_redirect_url, signup: record.signup_redirect_url },
  );
}
