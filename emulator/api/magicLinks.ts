// Email magic links (docs/spec/api.md §3, §7; docs/spec/security.md A4, P2, P7). The token is an opaque CSPRNG
// secret, single-use and expiring, consumed only by POST /magic_links/authenticate: opening the
// link (a GET on the host's page, or a mail scanner) consumes nothing.
import type { AuthResponse, User, UserEmail } from '../../src/contract/index';
import type { Ctx, Handler } from './context';
import { assert, EmulatorError } from '../errors';
import { redeemToken } from '../limits/failedAttempts';
import { takeSend } from '../limits/rateLimits';
import { completeAuthentication, requireCaller, sessionDuration } from './authSessions';
import { readCodeChallenge } from '../crypto/pkce';
import { writeMessage } from './messageTemplates';
import { withTokenQuery } from './redirectLinks';
import { unexpired } from '../store/store';
import { newSecret } from '../crypto/tokens';
import { emailAddress, integerInRange, localeTag, objectBody, optionalBoolean, optionalString, redirectUrlField, requiredString } from '../validate/validate';
import { MINUTE_MS } from '../store/clock';

const DEFAULT_LINK_MINUTES = 30;
const MIN_LINK_MINUTES = 5;
const MAX_LINK_MINUTES = 10_080; // one week

interface SendRequest {
  email: string;
  loginUrl: string | undefined;
  signupUrl: string | undefined;
  loginMinutes: number;
  signupMinutes: number;
  codeChallenge: string | null;
  createAsPending: boolean;
  locale: string | undefined;
}

/** Reads and checks the whole request before anything is created, so a 400 leaves no trace. */
function readSendRequest(ctx: Ctx, rawBody: unknown): SendRequest {
  const body = objectBody(rawBody);
  const email = emailAddress(body);
  const loginUrl = redirectUrlField(body, 'login_magic_link_url', ctx.project.redirect_urls);
  const signupUrl = redirectUrlField(body, 'signup_magic_link_url', ctx.project.redirect_urls);
  for (const name of ['login_template_id', 'signup_template_id', 'captcha_token', 'dfp_telemetry_id']) {
    optionalString(body, name);
  }
  const locale = localeTag(body);
  const codeChallenge = readCodeChallenge(body, ctx.project.pkce_required_for_email_magic_links, 'email magic links');
  takeSend(ctx, email); // counted before anyone is looked up (A5, X9)
  return {
    email,
    loginUrl,
    signupUrl,
    loginMinutes: integerInRange(body, 'login_expiration_minutes', MIN_LINK_MINUTES, MAX_LINK_MINUTES, DEFAULT_LINK_MINUTES),
    signupMinutes: integerInRange(body, 'signup_expiration_minutes', MIN_LINK_MINUTES, MAX_LINK_MINUTES, DEFAULT_LINK_MINUTES),
    codeChallenge,
    createAsPending: optionalBoolean(body, 'create_user_as_pending') ?? false,
    locale,
  };
}


interface Delivery {
  signup: boolean;
  redirect: string;
  minutes: number;
}

/** Picks the link's target: the sign-up URL for new and pending users, else the login URL. */
function planDelivery(ctx: Ctx, req: SendRequest, signup: boolean): Delivery {
  const p = ctx.project;
  const redirect = signup
    ? (req.signupUrl ?? req.loginUrl ?? p.default_signup_redirect_url ?? p.default_login_redirect_url)
    : (req.loginUrl ?? req.signupUrl ?? p.default_login_redirect_url ?? p.default_signup_redirect_url);
  if (redirect === null || redirect === undefined) {
    throw signup
      ? new EmulatorError(400, 'no_signup_redirect_urls_set', 'No signup_magic_link_url was given and the project has no default sign-up redirect URL')
      : new EmulatorError(400, 'no_login_redirect_urls_set', 'No login_magic_link_url was given and the project has no default login redirect URL');
  }
  return { signup, redirect, minutes: signup ? req.signupMinutes : req.loginMinutes };
}

/** Stores a fresh single-use token and "mails" the link. */
function sendLink(ctx: Ctx, user: User, email: UserEmail, req: SendRequest, delivery: Delivery): void {
  const { signup, minutes } = delivery;
  const token = newSecret();
  ctx.store.magicLinks.set(token, {
    token,
    user_id: user.user_id,
    email_id: email.email_id,
    email: email.email,
    expires_at: ctx.clock.now() + minutes * MINUTE_MS,
    code_challenge: req.codeChallenge,
  });
  const link = withTokenQuery(delivery.redirect, 'magic_links', token);
  ctx.outbox.send({
    channel: 'email',
    recipient: email.email,
    ...writeMessage(req.locale, 'magicLink', { signup, project: ctx.project.project_name, link, minutes }),
    link,
    sent_at: new Date(ctx.clock.now()).toISOString(),
  });
}

/** What a send did: whom it mailed, and whether that user is new (the backend API answers both). */
export interface MagicLinkSent {
  user: User;
  email: UserEmail;
  userCreated: boolean;
}

/** Mails a login link, or a sign-up link to a new (or pending) user, created here. */
export function loginOrCreateMagicLink(ctx: Ctx, rawBody: unknown): MagicLinkSent {
  const req = readSendRequest(ctx, rawBody);
  const existing = ctx.store.userByEmail(req.email);
  const delivery = planDelivery(ctx, req, !existing || existing.status === 'pending');
  const user = existing ?? ctx.store.createUser(ctx.clock.now(), req.createAsPending ? 'pending' : 'active');
  const email = ctx.store.addEmail(user, req.email);
  sendLink(ctx, user, email, req, delivery);
  return { user, email, userCreated: !existing };
}

/** Mails a link to the user who has this address; nobody has it → 404 email_not_found. */
export function sendMagicLinkToExistingUser(ctx: Ctx, rawBody: unknown): MagicLinkSent {
  const req = readSendRequest(ctx, rawBody);
  const user = ctx.store.userByEmail(req.email);
  if (!user) throw new EmulatorError(404, 'email_not_found', 'No user has this email address');
  const delivery = planDelivery(ctx, req, user.status === 'pending');
  const email = ctx.store.addEmail(user, req.email);
  sendLink(ctx, user, email, req, delivery);
  return { user, email, userCreated: false };
}

export const magicLinkLoginOrCreate: Handler<'POST /magic_links/email/login_or_create'> = (ctx, rawBody) => {
  loginOrCreateMagicLink(ctx, rawBody);
  return {};
};

export const magicLinkSendPrimary: Handler<'POST /magic_links/email/send/primary'> = (ctx, rawBody) => {
  sendMagicLinkToExistingUser(ctx, rawBody);
  return {};
};

/** Mails a link to an address of `user`'s, adding it (unverified) if new; another user's address → 400. */
export function sendMagicLinkToUser(ctx: Ctx, user: User, rawBody: unknown): MagicLinkSent {
  const req = readSendRequest(ctx, rawBody);
  const owner = ctx.store.userByEmail(req.email);
  assert(!owner || owner === user, 400, 'bad_request', 'This email address belongs to another user');
  const delivery = planDelivery(ctx, req, false);
  const email = ctx.store.addEmail(user, req.email);
  sendLink(ctx, user, email, req, delivery);
  return { user, email, userCreated: false };
}

export const magicLinkSendSecondary: Handler<'POST /magic_links/email/send/secondary'> = (ctx, rawBody) => {
  sendMagicLinkToUser(ctx, requireCaller(ctx).user, rawBody);
  return {};
};

export const authenticateMagicLink: Handler<'POST /magic_links/authenticate'> = (ctx, rawBody) => {
  const body = objectBody(rawBody);
  const token = requiredString(body, 'token');
  const verifier = optionalString(body, 'code_verifier', 128);
  return redeemMagicLink(ctx, token, verifier, sessionDuration(body));
};

/**
 * Spends the link's token and signs its user in (or steps up the caller's session): the one path
 * of the frontend and backend APIs' /magic_links/authenticate.
 */
export async function redeemMagicLink(
  ctx: Ctx,
  token: string,
  verifier: string | undefined,
  duration: number,
): Promise<AuthResponse & { method_id: string }> {
  // A reset link's token also logs in without a password (the reset form's button): it redeems
  // the login link mailed with it, which has the same user, expiry and PKCE challenge.
  const reset = ctx.store.magicLinks.has(token) ? undefined : ctx.store.passwordResets.get(token);
  const key = reset ? reset.login_token : token;
  const unusable = () => new EmulatorError(401, 'unable_to_auth_magic_link', 'The magic link could not be authenticated: it is unknown, already used or expired');
  // Attempts are limited per account, or per address for unknown tokens (A5); PKCE is checked there.
  const link = redeemToken(ctx, unexpired(ctx.store.magicLinks, key, ctx.clock.now()), verifier, 'magic link', unusable);
  ctx.store.magicLinks.delete(key);
  if (reset) ctx.store.passwordResets.delete(token);
  const user = ctx.store.users.get(link.user_id);
  const email = user?.emails.find((e) => e.email_id === link.email_id);
  if (!user || !email) throw unusable();
  email.verified = true;
  const auth = await completeAuthentication(
    ctx,
    user,
    { type: 'magic_link', delivery_method: 'email', email_factor: { email_id: email.email_id, email_address: email.email } },
    duration,
  );
  return { ...auth, method_id: email.email_id };
}
