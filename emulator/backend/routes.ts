// The provider's backend API (issue 35): what a host's server calls with the project's secret,
// under /v1 (the frontend API is under /sdk/v1). app.ts runs each route through the same edge and
// error funnel as every other, checks the secret (credentials.ts) and answers flat, with
// request_id and status_code beside the fields, as the provider's backend API does.
import type { BackendRoute } from './backendRoute';
import { authenticateMagicLink, magicLinkLoginOrCreate, magicLinkSend } from './magicLinks';
import { authenticateOtp, otpLoginOrCreate, otpSend } from './otps';
import { authenticateSession, getJwks, getSessions, revokeSession } from './sessions';
import { searchUsers } from './userSearch';
import { deleteUserById, getUser, updateUser } from './users';

export function backendRoutes(): BackendRoute[] {
  return [
    { method: 'POST', path: '/v1/sessions/authenticate', run: authenticateSession },
    { method: 'GET', path: '/v1/sessions', run: getSessions, query: ['user_id'] },
    { method: 'POST', path: '/v1/sessions/revoke', run: revokeSession },
    { method: 'GET', path: '/v1/sessions/jwks/:project_id', run: getJwks, access: 'open' },
    // search before :user_id, so that it is never read as a user id.
    { method: 'POST', path: '/v1/users/search', run: searchUsers },
    { method: 'GET', path: '/v1/users/:user_id', run: getUser },
    { method: 'PUT', path: '/v1/users/:user_id', run: updateUser },
    { method: 'DELETE', path: '/v1/users/:user_id', run: deleteUserById },
    { method: 'POST', path: '/v1/magic_links/email/login_or_create', run: magicLinkLoginOrCreate },
    { method: 'POST', path: '/v1/magic_links/email/send', run: magicLinkSend },
    { method: 'POST', path: '/v1/magic_links/authenticate', run: authenticateMagicLink },
    ...(['email', 'sms', 'whatsapp'] as const).flatMap((channel): BackendRoute[] => [
      { method: 'POST', path: `/v1/otps/${channel}/login_or_create`, run: otpLoginOrCreate(channel) },
      { method: 'POST', path: `/v1/otps/${channel}/send`, run: otpSend(channel) },
    ]),
    { method: 'POST', path: '/v1/otps/authenticate', run: authenticateOtp },
  ];
}
