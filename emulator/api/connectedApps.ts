// The signed-in user's connected apps (issue 36): GET /users/connected_apps lists each app of the
// project the user has completed an authorization with (oidc/consents.ts); revoking one ends its
// consent, its codes not yet exchanged and every access and refresh token issued to it for this
// user, so its refresh and userinfo calls fail and its next authorization asks again.
// Emulator choice: revoking an app the user never authorized answers {} as a repeated revoke does.
import type { UserConnectedApp } from '../../src/contract/index';
import type { Handler } from './context';
import { assert } from '../errors';
import { findConnectedApp } from '../project/connectedApps';
import { requireCaller } from './authSessions';

export const getConnectedApps: Handler<'GET /users/connected_apps'> = (ctx) => {
  const { user } = requireCaller(ctx);
  const apps: UserConnectedApp[] = [];
  for (const consent of ctx.store.connectedAppConsents.values()) {
    const app = consent.user_id === user.user_id ? findConnectedApp(ctx.project.connected_apps, consent.client_id) : undefined;
    if (!app) continue; // another user's, or an app the project no longer has
    const entry: UserConnectedApp = {
      connected_app_id: app.client_id,
      name: app.client_name,
      description: app.client_description ?? '',
      client_type: app.client_type,
      scopes_granted: consent.scopes.join(' '),
    };
    if (app.logo_url !== undefined) entry.logo_url = app.logo_url;
    apps.push(entry);
  }
  return { connected_apps: apps };
};

export const revokeConnectedApp: Handler<'POST /users/connected_apps/:connected_app_id/revoke'> = (ctx) => {
  const { user } = requireCaller(ctx);
  const clientId = ctx.params.connected_app_id ?? '';
  const app = findConnectedApp(ctx.project.connected_apps, clientId);
  assert(app, 404, 'connected_app_not_found', `This project has no connected app "${clientId}"`);
  ctx.store.revokeConnectedApp(user.user_id, app.client_id);
  return {};
};
