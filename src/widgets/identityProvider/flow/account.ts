import type { User } from '../../../contract/index';

/**
 * Which account the consent screen says is shared: the signed-in user's first email,
 * else their first phone number, else their first wallet's address, as the authorize start's
 * `user` has them. Each is what the person logs in with, and reads left to right in any language;
 * a name is not shown, since it does not tell two accounts apart. Nothing of these: no line.
 */
export function accountOf(user: Partial<User> | undefined): string | undefined {
  return user?.emails?.[0]?.email || user?.phone_numbers?.[0]?.phone_number || user?.crypto_wallets?.[0]?.crypto_wallet_address || undefined;
}
