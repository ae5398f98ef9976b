// The identity-provider rows (docs/spec/api.md §3): the widget on the host page asks the signed-in person's
// consent for a connected app, then hands the browser back to the app with a code; and it signs
// them out of an app. Both need a session. The whole authorization request is checked again on
// submit, since the widget only relays what the page's query said.
// Emulator choices: a denial is decided here, not by the widget: a submit is refused only when
// consent is required and consent_granted is not true. When no consent is required the widget
// submits at once (with consent_granted true; docs/spec/product.md §4 says false), and a code is issued
// either way. Only grantable scopes are
// granted. With prompt=none (OIDC Core §3.1.2.1) the submit never asks: no session answers
// login_required and a consent still needed consent_required, at the checked redirect URI.
// An id_token_hint that is not ours or not this user's for this app does not fail the
// logout start; it only means the person is asked (the end-session endpoint refuses bad hints).
// Each code issued adds its scopes to the user's consent to the app (consents.ts), which spares a
// third-party app the question next time until the user revokes it.
import type { IdpAuthorizeStartResponse } from '../../src/contract/index';
import type { Handler } from '../api/context';
import { assert } from '../errors';
import { issuerOf } from './oidcProvider';
import { readAuthorizationRequest, readClientAndLogoutRedirect, readIdTokenHint } from './oidcRequest';
import { consentedScopes, recordConsent } from './consents';
import { isConsentRequired, scopeResult } from './oidcScopes';
import type { SessionRecord } from '../store/records';
import { withQuery } from '../api/redirectLinks';
import { callerSession, requireCaller } from '../api/authSessions';
import { newSecret } from '../crypto/tokens';
import { objectBody, optionalString } from '../validate/validate';
import { MINUTE_MS } from '../store/clock';

/** docs/spec/security.md P4: a code lives 10 minutes. */
export const AUTHORIZATION_CODE_MINUTES = 10;

/** When the person last proved who they are in this session, in seconds (the ID token's auth_time). */
function authTime(session: SessionRecord): number {
  const proven = session.authentication_factors.map((f) => Date.parse(f.last_authenticated_at)).filter(Number.isFinite);
  return Math.floor(Math.max(session.started_at, ...proven) / 1000);
}

export const idpAuthorizeStart: Handler<'POST /idp/oauth/authorize/start'> = (ctx, rawBody) => {
  const body = objectBody(rawBody);
  const { user } = requireCaller(ctx);
  const request = readAuthorizationRequest(ctx, body);
  const { app } = request;
  const results = request.scopes.map((scope) => scopeResult(scope, app, ctx.project));
  const client: IdpAuthorizeStartResponse['client'] = {
    client_id: app.client_id,
    client_type: app.client_type,
    client_name: app.client_name,
    client_description: app.client_description ?? '',
  };
  if (app.logo_url !== undefined) client.client_logo_url = app.logo_url;
  return {
    user_id: user.user_id,
    user: structuredClone(user),
    client,
    consent_required: isConsentRequired(app, results, request.prompt, consentedScopes(ctx.store, user.user_id, app.client_id)),
    scope_results: results,
  };
};

/** Whether the request asks for no page at all (OIDC Core §3.1.2.1 prompt=none). */
const isSilent = (prompt: string | null) => prompt !== null && prompt.split(' ').includes('none');

export const idpAuthorizeSubmit: Handler<'POST /idp/oauth/authorize/submit'> = (ctx, rawBody) => {
  const body = objectBody(rawBody);
  // prompt=none without a session: the app hears login_required at its checked redirect URI.
  if (callerSession(ctx) === null && isSilent(typeof body.prompt === 'string' ? body.prompt : null)) {
    const request = readAuthorizationRequest(ctx, body);
    const state: Record<string, string> = request.state === null ? {} : { state: request.state };
    return { redirect_uri: withQuery(request.redirect_uri, { error: 'login_required', error_description: 'The user is not signed in', ...state }) };
  }
  const { session, user } = requireCaller(ctx);
  const request = readAuthorizationRequest(ctx, body);
  assert(typeof body.consent_granted === 'boolean', 400, 'invalid_argument', 'consent_granted is required and must be true or false');
  const results = request.scopes.map((scope) => scopeResult(scope, request.app, ctx.project));
  const state: Record<string, string> = request.state === null ? {} : { state: request.state };
  if (isConsentRequired(request.app, results, request.prompt, consentedScopes(ctx.store, user.user_id, request.app.client_id))) {
    // prompt=none: consent cannot be asked, whatever consent_granted says.
    if (isSilent(request.prompt)) return { redirect_uri: withQuery(request.redirect_uri, { error: 'consent_required', error_description: 'The user has not consented to this application', ...state }) };
    if (body.consent_granted !== true) return { redirect_uri: withQuery(request.redirect_uri, { error: 'access_denied', error_description: 'The user denied access', ...state }) };
  }
  const granted = results.filter((result) => result.is_grantable).map((result) => result.scope);
  recordConsent(ctx.store, user.user_id, request.app.client_id, granted, ctx.clock.now());
  const code = newSecret();
  ctx.store.authorizationCodes.set(code, {
    code,
    grant_id: newSecret(),
    client_id: request.app.client_id,
    redirect_uri: request.redirect_uri,
    code_challenge: request.code_challenge,
    nonce: request.nonce,
    user_id: user.user_id,
    scopes: granted,
    auth_time: authTime(session),
    expires_at: ctx.clock.now() + AUTHORIZATION_CODE_MINUTES * MINUTE_MS,
    used: false,
  });
  return { redirect_uri: withQuery(request.redirect_uri, { code, ...state }), authorization_code: code };
};

export const oauthLogoutStart: Handler<'POST /oauth/logout/start'> = async (ctx, rawBody) => {
  const body = objectBody(rawBody);
  const { session } = requireCaller(ctx);
  const { app, uri } = readClientAndLogoutRedirect(ctx, body);
  const state = optionalString(body, 'state');
  const hint = readIdTokenHint(body);
  const claims = hint === null ? null : await ctx.idTokens.readHint(hint, issuerOf(ctx));
  const known = claims !== null && claims.sub === session.user_id && claims.aud === app.client_id;
  return { redirect_uri: state ? withQuery(uri, { state }) : uri, consent_required: !known };
};
