import type { Call } from './transport';
import { expectString } from './validate';

export function usersApi(call: Call) {
  return {
    me: () => call('GET /users/me'),
    /** Whether an email belongs to no user, a password user or a passwordless one. */
    search: (email: string) =>
      call('POST /users/search', { email: expectString('users.search', 'email', email) }, { antiFraud: true }),
  };
}
