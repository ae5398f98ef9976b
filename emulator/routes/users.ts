// /users/me and the removal of a user's emails and phone numbers; all need the caller's session.
import type { Handler } from '../context';
import { assert } from '../errors';
import { optionalPlainText } from '../plainText';
import { requireCaller } from '../sessions';
import { objectBody, optionalObject } from '../validate';

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
  };
};

export const deleteEmail: Handler<'DELETE /users/emails/:email_id'> = (ctx) => {
  const { user } = requireCaller(ctx);
  const id = ctx.params.email_id ?? '';
  assert(ctx.store.removeEmail(user, id), 404, 'email_not_found', `The user has no email with id ${id}`);
  return { user_id: user.user_id };
};

export const deletePhoneNumber: Handler<'DELETE /users/phone_numbers/:phone_id'> = (ctx) => {
  const { user } = requireCaller(ctx);
  const id = ctx.params.phone_id ?? '';
  assert(ctx.store.removePhone(user, id), 404, 'phone_number_not_found', `The user has no phone number with id ${id}`);
  return { user_id: user.user_id };
};
