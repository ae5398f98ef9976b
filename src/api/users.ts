import type { Call } from './transport';

export function usersApi(call: Call) {
  return {
    me: () => call('GET /users/me'),
  };
}
