// /users/me and the removal of a user's factors (emails, phone numbers, OAuth registrations,
// biometric keys, TOTPs; passkeys and wallets in their own files), all with the caller's session.
// A factor of another user is a 404, as an unknown id is; the last way to sign in is kept.
import type { User } from '../../src/contract/index';
import type { Handler } from './context';
import { assert } from '../errors';
import { optionalPlainText } from '../validate/plainText';
import { requireCaller } from './authSessions';
import { objectBody, optionalObject } from '../validate/validate';
import { removeTotp } from './totps';

const MAX_NAME_LENGTH = 256;
const MAX_METADATA_BYTES = 4096;

export const getMe: Handler<'GET /users/me'> = (ctx) => structuredClone(requireCaller(ctx).user);

export const updateMe: Handler<'PUT /users/me'> = (ctx, rawBody) => {
  const { user } = requireCaller(ctx);
  const body = objectBody(rawBody);
  const name = optionalObject(body, 'name');
  const metadata = optionalObject(body, 'untrusted_metadata');
  if (name) {
    for (const part of ['first_name', 'middle_name', 'last_name'] as const) {
      const value = optionalPlainText(name, part, MAX_NAME_LENGTH);
      if (value !== undefined) user.name[part] = value;
    }
  }
  if (metadata) {
    assert(
      JSON.stringify(metadata).length <= MAX_METADATA_BYTES,
      400,
      'invalid_argument',
      `untrusted_metadata must be at most ${MAX_METADATA_BYTES} bytes of JSON`,
    );
    user.untrusted_metadata = structuredClone(metadata);
  }
  return {
    user_id: user.user_id,
    emails: structuredClone(user.emails),
    phone_numbers: structuredClone(user.phone_numbers),
    crypto_wallets: structuredClone(user.crypto_wallets),
    __user: structuredClone(user),
  };
};

/**
 * A change's answer with the whole user as `__user` (src/contract/users.ts UserEcho): the provider's own SDK
 * reads it to refresh the user it holds, and fails without it.
 */
export const changed = (user: User) => ({ user_id: user.user_id, __user: structuredClone(user) });

/**
 * Methods that sign in on their own: an email or phone number (a code or link reaches it; a
 * password needs its email), an OAuth registration, a passkey, a wallet, a biometric key. A TOTP
 * or recovery code only steps up a session, so it never counts.
 */
function signInFactorCount(user: User): number {
  return (
    user.emails.length +
    user.phone_numbers.length +
    user.providers.length +
    user.webauthn_registrations.length +
    user.crypto_wallets.length +
    user.biometric_registrations.length
  );
}

/**
 * Refuses to remove the user's last way to sign in, as the provider does ("a user must have at
 * least one email, phone number or OAuth provider"); the provider's type for it. Called once the
 * factor is known to be the caller's, so another user's id is still a 404.
 */
export function refuseLastSignInFactor(user: User): void {
  assert(
    signInFactorCount(user) > 1,
    400,
    'cannot_delete_last_primary_factor',
    'This is the last way this user can sign in; add another (an email, phone number, passkey, wallet or OAuth login) before deleting it',
  );
}

export const deleteEmail: Handler<'DELETE /users/emails/:email_id'> = (ctx) => {
  const { user } = requireCaller(ctx);
  const id = ctx.params.email_id ?? '';
  assert(user.emails.some((e) => e.email_id === id), 404, 'email_not_found', `The user has no email with id ${id}`);
  refuseLastSignInFactor(user);
  ctx.store.removeEmail(user, id);
  return changed(user);
};

export const deletePhoneNumber: Handler<'DELETE /users/phone_numbers/:phone_id'> = (ctx) => {
  const { user } = requireCaller(ctx);
  const id = ctx.params.phone_id ?? '';
  assert(user.phone_numbers.some((p) => p.phone_id === id), 404, 'phone_number_not_found', `The user has no phone number with id ${id}`);
  refuseLastSignInFactor(user);
  ctx.store.removePhone(user, id);
  return changed(user);
};

export const deleteOAuthRegistration: Handler<'DELETE /users/oauth/:oauth_user_registration_id'> = (ctx) => {
  const { user } = requireCaller(ctx);
  const id = ctx.params.oauth_user_registration_id ?? '';
  const registration = user.providers.find((p) => p.oauth_user_registration_id === id);
  assert(registration, 404, 'oauth_user_registration_not_found', `The user has no OAuth registration with id ${id}`);
  refuseLastSignInFactor(user);
  user.providers = user.providers.filter((p) => p !== registration);
  return changed(user);
};

/** The emulator never registers biometric keys (a mobile SDK's), so this finds only those a snapshot staged. */
export const deleteBiometricRegistration: Handler<'DELETE /users/biometric_registrations/:biometric_registration_id'> = (ctx) => {
  const { user } = requireCaller(ctx);
  const id = ctx.params.biometric_registration_id ?? '';
  const matches = (r: unknown) => typeof r === 'object' && r !== null && (r as { biometric_registration_id?: unknown }).biometric_registration_id === id;
  assert(user.biometric_registrations.some(matches), 404, 'biometric_registration_not_found', `The user has no biometric registration with id ${id}`);
  refuseLastSignInFactor(user);
  user.biometric_registrations = user.biometric_registrations.filter((r) => !matches(r));
  return changed(user);
};

/** A TOTP only steps a session up, so deleting it never leaves the user unable to sign in. */
export const deleteTotp: Handler<'DELETE /users/totps/:totp_id'> = (ctx) => {
  const { user } = requireCaller(ctx);
  const id = ctx.params.totp_id ?? '';
  assert(removeTotp(ctx, user, id), 404, 'totp_not_found', `The user has no TOTP with id ${id}`);
  return changed(user);
};
