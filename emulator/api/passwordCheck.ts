// The password check behind sign-in and reset-by-existing-password (docs/spec/security.md A5, X9):
// the same answer and the same scrypt work for a wrong password, an unknown email and an account
// without a password, within the account's, the lockout's and the address's budgets.
import type { User } from '../../src/contract/index';
import type { PasswordHasher } from '../crypto/passwordHash';
import { EmulatorError } from '../errors';
import { recordAddressFailure, requireAddressBudget } from '../limits/failedAttempts';
import { clearPasswordFailures, holdPasswordAttempt, passwordAccount, recordPasswordFailure, requireAuthBudget } from '../limits/rateLimits';
import type { Ctx } from './context';

const INVALID_CREDENTIALS_MESSAGE = 'The email or password is incorrect.';

export const invalidCredentials = () => new EmulatorError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);

/** Checks `password` against the user's hash, or spends the same time on a dummy (X9). */
async function passwordMatches(ctx: Ctx, hasher: PasswordHasher, user: User | undefined, password: string): Promise<boolean> {
  const stored = user && ctx.store.passwordHashes.get(user.user_id);
  return stored ? hasher.verify(password, stored) : hasher.verifyNobody(password);
}

/**
 * The password check behind sign-in and reset-by-existing-password, within the account's budget
 * of failures and its lockout, and the client address's (A5); an unknown address is counted and
 * locked the same way (X9). The attempt is held while the hash is checked, so a burst of
 * concurrent guesses meets the same budget as one after another.
 */
export async function checkPassword(ctx: Ctx, hasher: PasswordHasher, email: string, password: string): Promise<User & { password: NonNullable<User['password']> }> {
  const user = ctx.store.userByEmail(email);
  const account = passwordAccount(user?.user_id, email);
  // A wrong password also spends the address's budget, so one address cannot spray many accounts.
  requireAddressBudget(ctx);
  requireAuthBudget(ctx, account, true);
  const release = holdPasswordAttempt(ctx, account);
  let matches: boolean;
  try {
    matches = await passwordMatches(ctx, hasher, user, password);
  } finally {
    release();
  }
  if (!matches || !user?.password) {
    recordPasswordFailure(ctx, account);
    recordAddressFailure(ctx);
    throw invalidCredentials();
  }
  clearPasswordFailures(ctx, account);
  return user as User & { password: NonNullable<User['password']> };
}
