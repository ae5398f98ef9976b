import type { Call } from './transport';

/** `POST /impersonation/authenticate` (docs/spec/api.md §3), for the `headless` chunk only; the caller stores the session. */
export const impersonationApi = (call: Call) => ({
  authenticate: (impersonationToken: string) => call('POST /impersonation/authenticate', { impersonation_token: impersonationToken }),
});
