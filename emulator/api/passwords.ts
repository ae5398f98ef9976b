// Passwords and users/search (docs/spec/api.md §3; docs/spec/security.md A1, X5, X8, X9, P2, P4).
//
// Choices where the provider leaves room, so the widget can rely on them:
// - Wrong password, unknown email and an account without a password all answer the same
//   401 `invalid_credentials` with the same message, after the same scrypt work (X9). Not
//   `unauthorized_credentials`: that type makes the client drop its session (docs/spec/api.md §2).
// - A correct password whose account must reset it (`requires_reset`, or a password now on the
//   breached list) answers 400 `reset_password`. Only a correct password learns that.
// - Create for an email that already has a user, with or without a password, is 400
//   `duplicate_email`: a passwordless user sets a password only through a reset email.
// - Reset start for an unknown email answers {} and sends nothing (no enumeration through it).
//   A new reset start replaces the user's earlier reset links.
// - A reset token is single-use, expiring (30 minutes by default) and PKCE-bound when started
//   with a code_challenge; an unknown, used or expired one is 401 `unable_to_auth_magic_link`.
//   A weak or breached new password leaves the token usable, so the user can try again.
// - The email's 'log in without a password' link is a magic-link token (same expiry, same
//   code_challenge), redeemed through POST /magic_links/authenticate; a successful reset voids it.
// - New passwords must pass the project's policy: 400 `breached_password` or `weak_password`.
import { randomUUID } from 'node:crypto';
import type { AuthenticationFactor, User, UserEmail } from '../../src/contract/index';
import { isBreachedPassword } from '../strength/breached';
import type { Ctx, Handler } from './context';
import { assert, EmulatorError } from '../errors';
import { redeemToken } from '../limits/failedAttempts';
import { writeMessage } from './messageTemplates';
import type { PasswordHasher } from '../crypto/passwordHash';
import { readCodeChallenge } from '../crypto/pkce';
import { takeSend } from '../limits/rateLimits';
import { checkPassword, invalidCredentials } from './passwordCheck';
import { withTokenQuery } from './redirectLinks';
import { completeAuthentication, requireCaller, sessionDuration } from './authSessions';
import { unexpired, type Store } from '../store/store';
import type { SessionRecord } from '../store/records';
import { checkStrength, codePointLength, ludsConfig, type StrengthResult } from '../strength/strength';
import { newSecret } from '../crypto/tokens';
import { emailAddress, integerInRange, localeTag, objectBody, optionalString, redirectUrlField, requiredString, type Body } from '../validate/validate';
import { MINUTE_MS } from '../store/clock';

/** docs/spec/security.md X5: bounded, and comfortably above the 64 that ASVS asks to accept. */
export const MAX_PASSWORD_CHARS = 256;
const DEFAULT_RESET_MINUTES = 30;
const MIN_RESET_MINUTES = 5;
const MAX_RESET_MINUTES = 10_080; // one week
const OPTIONAL_STRINGS = ['captcha_token', 'dfp_telemetry_id'];

export const BREACHED_PASSWORD_MESSAGE =
  'This password may have been used on a different site that experienced a security issue. Please choose another password.';
const unusableResetToken = () =>
  new EmulatorError(401, 'unable_to_auth_magic_link', 'The password reset link could not be used: it is unknown, already used or expired');

/** How recent a session's password or email factor must be for it to set a new password (docs/spec/api.md §3). */
const RESET_BY_SESSION_MINUTES = 5;

/** Whether the session proved the password or the mailbox within RESET_BY_SESSION_MINUTES. */
function recentlyProvedEmailOrPassword(session: SessionRecord, now: number): boolean {
  return session.authentication_factors.some(
    (factor) =>
      (factor.type === 'password' || factor.delivery_method === 'email') && now - Date.parse(factor.last_authenticated_at) <= RESET_BY_SESSION_MINUTES * MINUTE_MS,
  );
}

/** A password field exactly as typed (X8): any Unicode, not trimmed, 1 to 256 code points. */
function passwordField(body: Body, name: string): string {
  const value = requiredString(body, name, Number.MAX_SAFE_INTEGER);
  assert(value !== '', 400, 'missing_argument', `${name} is required and must not be empty`);
  assert(codePointLength(value) <= MAX_PASSWORD_CHARS, 400, 'invalid_argument', `${name} must be at most ${MAX_PASSWORD_CHARS} characters long`);
  return value;
}

function readOptionalStrings(body: Body, names: string[]): void {
  for (const name of names) optionalString(body, name);
}

/** Refuses a new password that the project's policy rejects. */
async function requireAcceptable(ctx: Ctx, password: string, email: string): Promise<StrengthResult> {
  const result = await checkStrength(ctx.project, password, email);
  if (result.breached_password) throw new EmulatorError(400, 'breached_password', BREACHED_PASSWORD_MESSAGE);
  if (!result.valid_password) throw new EmulatorError(400, 'weak_password', weakPasswordMessage(ctx, result));
  return result;
}

function weakPasswordMessage(ctx: Ctx, result: StrengthResult): string {
  if (result.strength_policy === 'luds') {
    const { complexity, minimum } = ludsConfig(ctx.project);
    return `The password must be at least ${minimum} characters long and contain ${complexity} of the following: uppercase letter, lowercase letter, number, symbol.`;
  }
  const warning = result.feedback.warning === '' ? '' : ` ${result.feedback.warning}`;
  return `The password is too weak.${warning}`;
}

function passwordFactor(email: UserEmail): Omit<AuthenticationFactor, 'last_authenticated_at'> {
  return { type: 'password', delivery_method: 'knowledge', email_factor: { email_id: email.email_id, email_address: email.email } };
}

function emailOf(user: User, email: string): UserEmail {
  const entry = user.emails.find((e) => e.email === email);
  if (!entry) throw invalidCredentials(); // removed while the hash was being checked
  return entry;
}

/** Stores a fresh hash and marks the user as having a password that needs no reset. */
export async function setUserPassword(store: Store, hasher: PasswordHasher, user: User, password: string): Promise<void> {
  const hash = await hasher.hash(password);
  store.passwordHashes.set(user.user_id, hash);
  user.password = { password_id: user.password?.password_id ?? `password-test-${randomUUID()}`, requires_reset: false };
}

/** Removes the user's password (the account becomes passwordless). */
export function clearUserPassword(store: Store, user: User): void {
  store.passwordHashes.delete(user.user_id);
  user.password = null;
}

export interface PasswordRoutes {
  create: Handler<'POST /passwords'>;
  authenticate: Handler<'POST /passwords/authenticate'>;
  resetByEmailStart: Handler<'POST /passwords/email/reset/start'>;
  resetByEmail: Handler<'POST /passwords/email/reset'>;
  resetByExistingPassword: Handler<'POST /passwords/existing_password/reset'>;
  resetBySession: Handler<'POST /passwords/session/reset'>;
  strengthCheck: Handler<'POST /passwords/strength_check'>;
  searchUser: Handler<'POST /users/search'>;
}

/** The handlers, sharing one hasher (tests pass a cheaper one; the default is A1's). */
export function passwordRoutes(hasher: PasswordHasher): PasswordRoutes {
  const duplicateEmail = () =>
    new EmulatorError(400, 'duplicate_email', 'A user with this email address already exists. Log in, or set a password through a password reset email.');

  return {
    async create(ctx, rawBody) {
      const body = objectBody(rawBody);
      const email = emailAddress(body);
      const password = passwordField(body, 'password');
      const duration = sessionDuration(body);
      readOptionalStrings(body, OPTIONAL_STRINGS);
      if (ctx.store.userByEmail(email)) throw duplicateEmail();
      await requireAcceptable(ctx, password, email);
      const hash = await hasher.hash(password);
      if (ctx.store.userByEmail(email)) throw duplicateEmail(); // created while hashing
      const user = ctx.store.createUser(ctx.clock.now(), 'active');
      const entry = ctx.store.addEmail(user, email);
      ctx.store.passwordHashes.set(user.user_id, hash);
      user.password = { password_id: `password-test-${randomUUID()}`, requires_reset: false };
      const auth = await completeAuthentication(ctx, user, passwordFactor(entry), duration);
      return { ...auth, email_id: entry.email_id };
    },

    async authenticate(ctx, rawBody) {
      const body = objectBody(rawBody);
      const email = emailAddress(body);
      const password = passwordField(body, 'password');
      const duration = sessionDuration(body);
      readOptionalStrings(body, OPTIONAL_STRINGS);
      const user = await checkPassword(ctx, hasher, email, password);
      if (user.password.requires_reset || isBreachedPassword(password)) {
        user.password.requires_reset = true;
        throw new EmulatorError(400, 'reset_password', 'This password must be reset before it can be used again. Check your email for a reset link.');
      }
      return completeAuthentication(ctx, user, passwordFactor(emailOf(user, email)), duration);
    },

    resetByEmailStart(ctx, rawBody) {
      const body = objectBody(rawBody);
      const email = emailAddress(body);
      const loginUrl = redirectUrlField(body, 'login_redirect_url', ctx.project.redirect_urls);
      const resetUrl = redirectUrlField(body, 'reset_password_redirect_url', ctx.project.redirect_urls);
      const minutes = integerInRange(body, 'reset_password_expiration_minutes', MIN_RESET_MINUTES, MAX_RESET_MINUTES, DEFAULT_RESET_MINUTES);
      readOptionalStrings(body, ['reset_password_template_id', ...OPTIONAL_STRINGS]);
      const locale = localeTag(body);
      const codeChallenge = readCodeChallenge(body, ctx.project.pkce_required_for_password_resets, 'password resets');
      const resetTarget = resetUrl ?? ctx.project.default_reset_password_redirect_url;
      if (resetTarget === null) {
        throw new EmulatorError(
          400,
          'no_reset_password_redirect_urls_set',
          'No reset_password_redirect_url was given and the project has no default reset password redirect URL',
        );
      }
      // The reset page also handles `stytch_token_type=login` (docs/spec/product.md §2), so it is the fallback.
      const loginTarget = loginUrl ?? ctx.project.default_login_redirect_url ?? resetTarget;
      takeSend(ctx, email); // counted for every address alike (A5, X9)

      // Everything above is checked for every address alike; from here an unknown one gets nothing.
      const user = ctx.store.userByEmail(email);
      const entry = user?.emails.find((e) => e.email === email);
      if (!user || !entry) return {};

      for (const [token, old] of ctx.store.passwordResets) {
        if (old.user_id !== user.user_id) continue;
        ctx.store.passwordResets.delete(token);
        ctx.store.magicLinks.delete(old.login_token);
      }
      const expires_at = ctx.clock.now() + minutes * MINUTE_MS;
      const resetToken = newSecret();
      const loginToken = newSecret();
      ctx.store.magicLinks.set(loginToken, { token: loginToken, user_id: user.user_id, email_id: entry.email_id, email, expires_at, code_challenge: codeChallenge });
      ctx.store.passwordResets.set(resetToken, {
        token: resetToken,
        user_id: user.user_id,
        email_id: entry.email_id,
        expires_at,
        code_challenge: codeChallenge,
        login_token: loginToken,
      });
      const link = withTokenQuery(resetTarget, 'reset_password', resetToken);
      const loginLink = withTokenQuery(loginTarget, 'login', loginToken);
      ctx.outbox.send({
        channel: 'email',
        recipient: email,
        ...writeMessage(locale, 'passwordReset', { project: ctx.project.project_name, link, loginLink, minutes }),
        link,
        login_link: loginLink,
        sent_at: new Date(ctx.clock.now()).toISOString(),
      });
      return {};
    },

    async resetByEmail(ctx, rawBody) {
      const body = objectBody(rawBody);
      const token = requiredString(body, 'token');
      const password = passwordField(body, 'password');
      const duration = sessionDuration(body);
      const verifier = optionalString(body, 'code_verifier', 128);
      readOptionalStrings(body, OPTIONAL_STRINGS);
      // Attempts are limited per account, or per address for unknown tokens (A5). A PKCE failure
      // or a refused password leaves the token usable: the right browser can retry.
      const record = redeemToken(ctx, unexpired(ctx.store.passwordResets, token, ctx.clock.now()), verifier, 'password reset', unusableResetToken);
      const user = ctx.store.users.get(record.user_id);
      const entry = user?.emails.find((e) => e.email_id === record.email_id);
      if (!user || !entry) throw unusableResetToken();
      await requireAcceptable(ctx, password, entry.email);
      const hash = await hasher.hash(password);
      if (ctx.store.passwordResets.get(token) !== record) throw unusableResetToken(); // used while hashing
      ctx.store.passwordResets.delete(token);
      ctx.store.magicLinks.delete(record.login_token);
      ctx.store.passwordHashes.set(user.user_id, hash);
      user.password = { password_id: user.password?.password_id ?? `password-test-${randomUUID()}`, requires_reset: false };
      entry.verified = true; // the reset link proved the mailbox
      ctx.store.deleteSessionsOfUser(user.user_id); // whoever knew the old password is signed out
      return completeAuthentication(ctx, user, passwordFactor(entry), duration);
    },

    async resetByExistingPassword(ctx, rawBody) {
      const body = objectBody(rawBody);
      const email = emailAddress(body);
      const existing = passwordField(body, 'existing_password');
      const next = passwordField(body, 'new_password');
      const duration = sessionDuration(body);
      const user = await checkPassword(ctx, hasher, email, existing);
      await requireAcceptable(ctx, next, email);
      await setUserPassword(ctx.store, hasher, user, next);
      ctx.store.deleteSessionsOfUser(user.user_id);
      return completeAuthentication(ctx, user, passwordFactor(emailOf(user, email)), duration);
    },

    async resetBySession(ctx, rawBody) {
      const { session, user } = requireCaller(ctx);
      const body = objectBody(rawBody);
      const password = passwordField(body, 'password');
      const duration = sessionDuration(body);
      const entry = user.emails[0];
      assert(entry, 400, 'bad_request', 'This user has no email address; a password needs one');
      assert(
        recentlyProvedEmailOrPassword(session, ctx.clock.now()),
        400,
        'session_too_old_to_reset_password',
        `This session cannot reset the password: it has no password, email magic link or email passcode factor authenticated in the last ${RESET_BY_SESSION_MINUTES} minutes`,
      );
      await requireAcceptable(ctx, password, entry.email);
      await setUserPassword(ctx.store, hasher, user, password);
      ctx.store.deleteSessionsOfUser(user.user_id, session.session_id);
      return completeAuthentication(ctx, user, passwordFactor(entry), duration);
    },

    async strengthCheck(ctx, rawBody) {
      const body = objectBody(rawBody);
      const hasEmail = body.email !== undefined && body.email !== null;
      const email = hasEmail ? emailAddress(body) : undefined;
      const password = passwordField(body, 'password');
      return checkStrength(ctx.project, password, email);
    },

    searchUser(ctx, rawBody) {
      const body = objectBody(rawBody);
      const email = emailAddress(body);
      readOptionalStrings(body, OPTIONAL_STRINGS);
      const user = ctx.store.userByEmail(email);
      return { userType: !user ? 'new' : user.password ? 'password' : 'passwordless' };
    },
  };
}
