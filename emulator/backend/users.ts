// The backend API's users: get, update (name and metadata) and delete, by id. The same users the
// frontend API signs in; deleting one ends their sessions and frees their emails and numbers.
import type { User } from '../../src/contract/index';
import type { Ctx } from '../api/context';
import { assert } from '../errors';
import { deleteUser } from '../store/userOperations';
import { optionalPlainText } from '../validate/plainText';
import { optionalObject, type Body } from '../validate/validate';
import type { BackendHandler } from './backendRoute';
import { backendUser, requireUser } from './backendUser';

const MAX_NAME_LENGTH = 256;
/** The provider's cap on each metadata object, as JSON. */
const MAX_METADATA_BYTES = 4096;

const userOf = (ctx: Ctx): User => requireUser(ctx.store, ctx.params.user_id ?? '');

/** GET /v1/users/:user_id: the user, flat. */
export const getUser: BackendHandler = (ctx) => backendUser(userOf(ctx));

/**
 * A metadata field merged into the stored object at the top level, as the provider does: a key
 * given replaces its value, a key given as null is removed, a key not given stays.
 */
function mergeMetadata(body: Body, name: 'trusted_metadata' | 'untrusted_metadata', current: Record<string, unknown>): Record<string, unknown> | undefined {
  const changes = optionalObject(body, name);
  if (changes === undefined) return undefined;
  const merged = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = structuredClone(value);
  }
  assert(JSON.stringify(merged).length <= MAX_METADATA_BYTES, 400, 'invalid_argument', `${name} must be at most ${MAX_METADATA_BYTES} bytes of JSON`);
  return merged;
}

/** PUT /v1/users/:user_id: name parts and both metadata objects; checked whole before anything changes. */
export const updateUser: BackendHandler = (ctx, body) => {
  const user = userOf(ctx);
  const name = optionalObject(body, 'name');
  const parts = name && {
    first_name: optionalPlainText(name, 'first_name', MAX_NAME_LENGTH),
    middle_name: optionalPlainText(name, 'middle_name', MAX_NAME_LENGTH),
    last_name: optionalPlainText(name, 'last_name', MAX_NAME_LENGTH),
  };
  const trusted = mergeMetadata(body, 'trusted_metadata', user.trusted_metadata);
  const untrusted = mergeMetadata(body, 'untrusted_metadata', user.untrusted_metadata);
  if (parts) {
    for (const [part, value] of Object.entries(parts)) if (value !== undefined) user.name[part as keyof User['name']] = value;
  }
  if (trusted) user.trusted_metadata = trusted;
  if (untrusted) user.untrusted_metadata = untrusted;
  const answer = backendUser(user);
  return { user_id: user.user_id, emails: answer.emails, phone_numbers: answer.phone_numbers, crypto_wallets: answer.crypto_wallets, user: answer };
};

/** DELETE /v1/users/:user_id: the user and everything that could sign in as them. */
export const deleteUserById: BackendHandler = (ctx) => {
  const user = userOf(ctx);
  deleteUser(ctx.store, user.user_id);
  return { user_id: user.user_id };
};
