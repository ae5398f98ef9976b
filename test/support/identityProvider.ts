// A fake client and fake idp rows for the identity-provider model (widgets/identityProvider/flow/model.ts):
// no network, no emulator; each row answers what the test says, and every call is recorded.
import { vi } from 'vitest';
import type { IdpAuthorizeStartResponse, IdpScopeResult } from '../../src/contract/index';
import { ApiError } from '../../src/api/errors';
import type { IdpApi } from '../../src/api/idp';
import { createIdentityProviderModel, type IdentityProviderDeps } from '../../src/widgets/identityProvider/flow/model';
import type { ClientHandle } from '../../src/session/clientHandle';
import { observable } from '../../src/util/observable';

export const REDIRECT = 'https://rp.example.com/callback';

export const authorizeQuery = (extra: Record<string, string> = {}) =>
  new URLSearchParams({ client_id: 'connected-app-test-1', redirect_uri: REDIRECT, response_type: 'code', state: 'st-1', ...extra });

export const logoutQuery = (extra: Record<string, string> = {}) =>
  new URLSearchParams({ client_id: 'connected-app-test-1', post_logout_redirect_uri: 'https://rp.example.com/bye', ...extra });

export const scopeResult = (scope: string, description = '', is_grantable = true): IdpScopeResult => ({ scope, description, is_grantable });

export function startAnswer(overrides: Partial<IdpAuthorizeStartResponse> = {}): IdpAuthorizeStartResponse {
  return {
    user_id: 'user-test-1',
    user: {} as IdpAuthorizeStartResponse['user'],
    client: { client_id: 'connected-app-test-1', client_type: 'third_party_public', client_name: 'Relying App', client_description: '' },
    consent_required: true,
    scope_results: ['openid', 'email', 'profile'].map((scope) => scopeResult(scope)),
    ...overrides,
  };
}

export const apiError = (status_code: number, error_type: string, error_message: string) =>
  new ApiError({ status_code, error_type: error_type as never, error_message, error_url: 'https://example.com', request_id: 'request-id-test' });

/** A model over a fake client (project 'Acme'), fake rows and a recording navigate. */
/** Rows as a test writes them: any subset, answering without the response's request_id and status_code. */
export type FakeIdp = { [K in keyof IdpApi]?: (...args: Parameters<IdpApi[K]>) => Promise<unknown> };

export function idpModel(options: Omit<Partial<IdentityProviderDeps>, 'idp'> & { idp?: FakeIdp; project?: string; revokeFails?: boolean } = {}) {
  const events: { type: string; data: unknown }[] = [];
  const errors: unknown[] = [];
  const navigated: string[] = [];
  const logout = vi.fn(async () => {
    if (options.revokeFails) throw new Error('revoke failed');
  });
  const log = vi.fn();
  // The bootstrap arrives as the client chunk's loadBootstrap sets it; the cache (peek) is empty.
  const bootstrap = observable(() => ({ data: {}, loading: false }));
  const loadBootstrap = async () => bootstrap.set({ data: { project_name: options.project ?? 'Acme', disable_sdk_watermark: true }, loading: false });
  const loaded = { call: () => Promise.reject(new Error('the fake idp rows answer instead')), logout, loadBootstrap };
  const client = {
    state: observable(() => null),
    bootstrap,
    ready: async () => loaded,
    log,
  } as unknown as ClientHandle;
  const idp = {
    authorizeStart: vi.fn(async () => startAnswer()),
    authorizeSubmit: vi.fn(async (_request, granted: boolean) => ({
      redirect_uri: granted ? `${REDIRECT}?code=code-1&state=st-1` : `${REDIRECT}?error=access_denied&state=st-1`,
      ...(granted ? { authorization_code: 'code-1' } : {}),
    })) as unknown as IdpApi['authorizeSubmit'],
    logoutStart: vi.fn(async () => ({ redirect_uri: 'https://rp.example.com/bye?state=s', consent_required: true })) as unknown as IdpApi['logoutStart'],
    ...Object.fromEntries(Object.entries(options.idp ?? {}).map(([name, row]) => [name, vi.fn(row)])),
  } as unknown as IdpApi;
  const model = createIdentityProviderModel({
    client,
    emit: (event) => void events.push(event),
    reportError: (error) => void errors.push(error),
    navigate: (url) => void navigated.push(url),
    framed: () => false,
    query: authorizeQuery(),
    ...options,
    idp,
  });
  return { model, idp, events, errors, navigated, logout, log };
}
