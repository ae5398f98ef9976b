// The User as the backend API answers it: the frontend's User (docs/spec/api.md §5) plus what
// only a server sees, `is_locked` (the emulator never locks a user: its failure budgets answer 429).
import type { User } from '../../src/contract/index';
import { EmulatorError } from '../errors';
import type { Store } from '../store/store';

export type BackendUser = User & { is_locked: boolean };

export function backendUser(user: User): BackendUser {
  return { ...structuredClone(user), is_locked: false };
}

/** The user with this id, or 404 user_not_found, as the provider answers an unknown id. */
export function requireUser(store: Store, userId: string): User {
  const user = store.users.get(userId);
  if (!user) throw new EmulatorError(404, 'user_not_found', `User could not be found: no user has id ${userId}`);
  return user;
}
