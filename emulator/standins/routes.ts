// The stand-ins' routes (emulator-only, docs/spec/security.md E6): the stand-in OAuth provider's consent
// page and the profile pictures its accounts have, the stand-in Google that One Tap talks to (its
// script, its chooser's accounts, the credential a choice returns, and the keys that verify it),
// and the official SDK's clientside-services iframe.
import type { RouteTable } from '../api/context';
import { htmlResponse } from '../http/html';
import { jsonResponse, readFormBody, readJsonBody, redirectResponse } from '../http/http';
import { avatarResponse } from './avatar';
import { CLIENTSIDE_SERVICES_DIR, CLIENTSIDE_SERVICES_FILES, CLIENTSIDE_SERVICES_PAGE, clientsideServicesFileResponse, clientsideServicesPage } from './clientsideServices';
import { googleAccounts, issueGoogleCredential } from './googleStandIn';
import { GSI_CLIENT_PATH, gsiClientResponse } from './gsiScript';
import { consentPageCsp, renderConsentPage } from './oauthPages';
import { submitConsent, viewConsent } from './oauthStandIn';

export function standInRoutes({ page, raw, plain }: RouteTable): void {
  page('GET', '/__emulator/oauth/:provider/authorize', (ctx, req) => {
    const view = viewConsent(ctx, new URL(req.url).searchParams);
    return htmlResponse(200, renderConsentPage(view), consentPageCsp(view));
  });
  page('POST', '/__emulator/oauth/:provider/authorize', async (ctx, req) => redirectResponse(303, submitConsent(ctx, await readFormBody(req))));
  plain('GET', '/__emulator/oauth/:provider/avatar/:subject', async (ctx) => avatarResponse(ctx.params.provider ?? '', ctx.params.subject ?? ''));

  plain('GET', GSI_CLIENT_PATH, async () => gsiClientResponse());
  raw('GET', '/__emulator/google/accounts', (ctx, req) => googleAccounts(ctx, new URL(req.url).searchParams));
  raw('POST', '/__emulator/google/credential', async (ctx, req) => issueGoogleCredential(ctx, await readJsonBody(req)));
  plain('GET', '/__emulator/google/jwks', async (ctx) => jsonResponse(200, await ctx.google.jwks()));

  // The official SDK's clientside-services iframe (One Tap's calls, phone parsing).
  page('GET', CLIENTSIDE_SERVICES_PAGE, (ctx) => clientsideServicesPage(ctx));
  for (const file of CLIENTSIDE_SERVICES_FILES) plain('GET', `${CLIENTSIDE_SERVICES_DIR}/${file}`, async () => clientsideServicesFileResponse(file));
}
