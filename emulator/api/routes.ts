// The provider's public API as routes: every SDK row of the contract's endpoint map but the
// identity-provider ones (oidc/oidcRoutes.ts), the OAuth start navigation and One Tap at the
// provider's own paths (docs/spec/api.md §1, §3). app.ts gives the table; each handler is one product's.
import type { PasswordHasher } from '../crypto/passwordHash';
import { readJsonBody, redirectResponse } from '../http/http';
import { accountRoutes } from './accountRoutes';
import { attestSession } from './attest';
import { getBootstrap } from './bootstrap';
import { getConnectedApps, revokeConnectedApp } from './connectedApps';
import type { RouteTable } from './context';
import {
  cryptoWalletAuthenticate,
  cryptoWalletAuthenticateStartPrimary,
  cryptoWalletAuthenticateStartSecondary,
  deleteCryptoWallet,
} from './cryptoWallets';
import { receiveEvents } from './events';
import { authenticateMagicLink, magicLinkLoginOrCreate, magicLinkSendPrimary, magicLinkSendSecondary } from './magicLinks';
import { authenticateOAuth, startOAuth } from './oauth';
import { attachOAuth } from './oauthAttach';
import { oneTapCallback, startOneTap } from './oneTap';
import { authenticateOtp, otpLoginOrCreate, otpSendPrimary, otpSendSecondary } from './otps';
import { passwordRoutes } from './passwords';
import { exchangeAccessToken } from './sessionExchange';
import { authenticateSession, revokeSession } from './sessions';
import {
  deleteWebAuthnRegistration,
  webauthnAuthenticate,
  webauthnAuthenticateStartPrimary,
  webauthnAuthenticateStartSecondary,
  webauthnRegister,
  webauthnRegisterStart,
  webauthnUpdate,
} from './webauthn';

export function apiRoutes({ route, page, raw }: RouteTable, passwordHasher: PasswordHasher): void {
  route('GET /projects/bootstrap/:public_token', getBootstrap, 'open');
  accountRoutes(route); // users/me, factor deletion, TOTP, impersonation, B2B members (issue 17)
  route('POST /sessions/authenticate', authenticateSession);
  route('POST /sessions/revoke', revokeSession);
  route('POST /magic_links/email/login_or_create', magicLinkLoginOrCreate);
  route('POST /magic_links/email/send/primary', magicLinkSendPrimary);
  route('POST /magic_links/email/send/secondary', magicLinkSendSecondary);
  route('POST /magic_links/authenticate', authenticateMagicLink);
  for (const channel of ['sms', 'whatsapp', 'email'] as const) {
    route(`POST /otps/${channel}/login_or_create`, otpLoginOrCreate(channel));
    route(`POST /otps/${channel}/send/primary`, otpSendPrimary(channel));
    route(`POST /otps/${channel}/send/secondary`, otpSendSecondary(channel));
  }
  route('POST /otps/authenticate', authenticateOtp);
  const passwords = passwordRoutes(passwordHasher);
  route('POST /passwords', passwords.create);
  route('POST /passwords/authenticate', passwords.authenticate);
  route('POST /passwords/email/reset/start', passwords.resetByEmailStart);
  route('POST /passwords/email/reset', passwords.resetByEmail);
  route('POST /passwords/existing_password/reset', passwords.resetByExistingPassword);
  route('POST /passwords/session/reset', passwords.resetBySession);
  route('POST /passwords/strength_check', passwords.strengthCheck);
  route('POST /users/search', passwords.searchUser);
  route('POST /webauthn/register/start', webauthnRegisterStart);
  route('POST /webauthn/register', webauthnRegister);
  route('POST /webauthn/authenticate/start/primary', webauthnAuthenticateStartPrimary);
  route('POST /webauthn/authenticate/start/secondary', webauthnAuthenticateStartSecondary);
  route('POST /webauthn/authenticate', webauthnAuthenticate);
  route('PUT /webauthn/update/:webauthn_registration_id', webauthnUpdate);
  route('DELETE /users/webauthn_registrations/:webauthn_registration_id', deleteWebAuthnRegistration);
  route('POST /oauth/authenticate', authenticateOAuth);
  route('POST /crypto_wallets/authenticate/start/primary', cryptoWalletAuthenticateStartPrimary);
  route('POST /crypto_wallets/authenticate/start/secondary', cryptoWalletAuthenticateStartSecondary);
  route('POST /crypto_wallets/authenticate', cryptoWalletAuthenticate);
  route('DELETE /users/crypto_wallets/:crypto_wallet_id', deleteCryptoWallet);
  route('POST /events', receiveEvents, 'open');
  // Issue 36: a user's connected apps, sessions from an app's access token or a trusted JWT, OAuth attach.
  route('GET /users/connected_apps', getConnectedApps);
  route('POST /users/connected_apps/:connected_app_id/revoke', revokeConnectedApp);
  route('POST /sessions/exchange_access_token', exchangeAccessToken);
  route('POST /sessions/attest', attestSession);
  route('POST /oauth/attach', attachOAuth);

  // OAuth start is a navigation at the provider's path (docs/spec/api.md §1); the stand-in provider follows (standins/).
  page('GET', '/v1/public/oauth/:provider/start', (ctx, req) => redirectResponse(302, startOAuth(ctx, new URL(req.url).searchParams)));
  // Google One Tap at the provider's paths (docs/spec/api.md §3).
  raw('GET', '/v1/public/oauth/google/onetap/start', (ctx, req) => startOneTap(ctx, new URL(req.url).searchParams));
  raw('POST', '/v1/oauth/callback/:oauth_callback_id', async (ctx, req) => oneTapCallback(ctx, req.headers.get('x-stytch-oauth-type'), await readJsonBody(req)));
}
