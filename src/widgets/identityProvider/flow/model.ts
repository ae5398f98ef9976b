import { computed, signal } from '@preact/signals';
import type { IdpAuthorizeStartRequest, IdpAuthorizeStartResponse, OAuthLogoutStartRequest } from '../../../contract/index';
import { UNRECOVERABLE_ERROR_TYPES } from '../../../contract/index';
import { idpApi, type IdpApi } from '../../../api/idp';
import { format } from '../../../i18n/en';
import { enIdentityProvider } from '../strings';
import type { WidgetEvent } from '../../../flows/config';
import type { ClientHandle } from '../../../session/clientHandle';
import { followableUrl } from '../../../util/followableUrl';
import { watchBootstrap } from '../../../flows/bootstrap';
import { messageOf, type UiMessage } from '../../../flows/messages';
import { framedByOtherOrigin } from './frame';
import { accountOf } from './account';
import { clientLogoOf } from './logo';
import { requestOf } from './query';
import { hasCustomScope, manifestOf, type ManifestSection } from './scopes';

/** What the consent screen shows (P10: the client, its scopes and where the browser goes next; whose account). */
export interface Consent {
  clientName: string;
  /** Only an https: or data:image URL (logo.ts). */
  logo?: string;
  /** The signed-in account that is shared: an email, phone number or wallet address (account.ts). */
  account?: string;
  redirectHost: string;
  /** 'Sign in to {client} with {project}', or, with a custom scope, '{client} wants to access…'. */
  custom: boolean;
  manifest: ManifestSection[];
}

/**
 * The steps of IDPConsent (docs/spec/product.md §2): waiting, the consent and logout questions, the
 * error screen ('Looks like there was an error!' and why), 'No' answered, and the success screen
 * shown while the browser leaves.
 */
export type IdpStep =
  | { name: 'loading' }
  | { name: 'consent'; consent: Consent }
  | { name: 'logout' }
  | { name: 'logout-declined' }
  | { name: 'error'; message: UiMessage }
  | { name: 'success' };

export interface IdentityProviderDeps {
  client: ClientHandle;
  emit(event: WidgetEvent): void;
  reportError(error: unknown): void;
  /** The page's query; by default `location.search`. */
  query?: URLSearchParams;
  /** Where the browser goes, already checked (P6); by default `location.assign`. */
  navigate?(url: string): void;
  /** The clickjacking check (P10); by default frame.ts on this window. */
  framed?(): boolean;
  /** The rows; by default built on the loaded client's `call` (api/idp.ts). */
  idp?: IdpApi;
}

/** The spec's message for a missing session, reported as an error of its own name (docs/spec/product.md §6). */
export class MissingSessionError extends Error {
  override name = 'MissingSessionError';
  constructor(cause: unknown) {
    super(enIdentityProvider.noSession, { cause });
  }
}

/** No session, or one the server no longer knows (docs/spec/api.md §2's unrecoverable types). */
const isNoSession = (error: unknown) => {
  const { status_code, error_type } = (error ?? {}) as { status_code?: unknown; error_type?: unknown };
  return status_code === 401 || UNRECOVERABLE_ERROR_TYPES.includes(error_type as never);
};

/** The server's error_message as it wrote it (docs/spec/product.md §8: a preflight failure shows it), else the usual text. */
const serverMessageOf = (error: unknown): UiMessage => {
  const text = (error as { error_message?: unknown } | null)?.error_message;
  const message = messageOf(error);
  // In another language, the type's translation (issue 14): the server writes English.
  return typeof text === 'string' && text ? { key: message.key ?? 'somethingWrong', text, server: true } : message;
};

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
};

/**
 * The identity-provider widget's model (the lazy `identityProvider` group): the flow comes from the
 * page query; Authorize asks the signed-in user's consent for a connected application and sends the
 * browser back to it; Logout ends the session, asking first unless the application proved who it
 * is for. Screens only render it and call its actions.
 */
export function createIdentityProviderModel(deps: IdentityProviderDeps) {
  const { client, emit, reportError } = deps;
  const watched = watchBootstrap(client);
  const navigate = deps.navigate ?? ((url: string) => location.assign(url));
  const framed = deps.framed ?? (() => framedByOtherOrigin());
  const step = signal<IdpStep>({ name: 'loading' });
  const busy = signal(false);
  const project = computed(() => {
    const name = watched.bootstrap.value.data.project_name;
    return typeof name === 'string' ? name : '';
  });
  const request = requestOf(deps.query ?? new URLSearchParams(location.search));
  let disposed = false;
  let idp: IdpApi | undefined;
  let authorize: IdpAuthorizeStartRequest | undefined;
  let logoutRequest: OAuthLogoutStartRequest | undefined;
  let logoutRedirect = '';

  const fail = (message: UiMessage, error: unknown) => {
    if (disposed) return;
    step.value = { name: 'error', message };
    reportError(error);
  };
  const failWith = (key: keyof typeof enIdentityProvider, values?: Record<string, string>) => {
    fail({ key, values }, new Error(format(enIdentityProvider[key], values ?? {})));
  };
  /** The clickjacking defence (P10): true, with the error shown, inside another origin's frame. */
  const refuseFramed = () => {
    if (!framed()) return false;
    failWith('framed');
    return true;
  };

  /**
   * The preflight, with the bootstrap (the project's name is in the questions); no session or a
   * failure ends here. `silent` (prompt=none, OIDC Core §3.1.2.1) asks nothing: without a session
   * the browser goes where the submit says (the emulator's login_required, at the checked redirect
   * URI); a provider that refuses that too gets the no-session error.
   */
  async function preflight<T>(run: (api: IdpApi) => Promise<T>, silent?: boolean): Promise<T | undefined> {
    try {
      const loaded = await client.ready();
      idp ??= deps.idp ?? idpApi(loaded.call);
      const [answer] = await Promise.all([run(idp), loaded.loadBootstrap()]);
      return disposed ? undefined : answer;
    } catch (error) {
      if (silent && idp && isNoSession(error))
        try {
          return void navigate(followableUrl((await idp.authorizeSubmit(authorize!, false)).redirect_uri));
        } catch {
          // Refused as well: the no-session error below.
        }
      if (isNoSession(error)) fail({ key: 'noSession' }, new MissingSessionError(error));
      else fail(serverMessageOf(error), error);
      return undefined;
    }
  }

  /** Ends the session (force-clear; a failure is ignored, docs/spec/product.md §4) and leaves. */
  async function revokeAndLeave() {
    let url;
    try {
      url = followableUrl(logoutRedirect);
    } catch (error) {
      fail(messageOf(error), error);
      return;
    }
    step.value = { name: 'success' };
    try {
      await (await client.ready()).logout();
    } catch {
      // The local session is cleared anyway (forceClear); the redirect still happens.
    }
    if (!disposed) navigate(url);
  }

  async function submit(granted: boolean) {
    if (!authorize || !idp || busy.value) return;
    busy.value = true;
    try {
      const answer = await idp.authorizeSubmit(authorize, granted);
      if (disposed) return;
      if (!granted) {
        // The spec's texts: the message stays and the application is not returned to (docs/spec/product.md §4, §8).
        step.value = { name: 'error', message: { key: 'accessDenied' } };
        emit({ type: 'OAUTH_AUTHORIZE_FLOW_CONSENT_DENIED', data: answer });
        return;
      }
      const url = followableUrl(answer.redirect_uri);
      step.value = { name: 'success' };
      emit({ type: 'OAUTH_AUTHORIZE_FLOW_COMPLETE', data: answer });
      navigate(url);
    } catch (error) {
      fail(serverMessageOf(error), error);
    } finally {
      busy.value = false;
    }
  }

  function consentOf(answer: IdpAuthorizeStartResponse, request: IdpAuthorizeStartRequest): Consent {
    const granted = answer.scope_results.filter((result) => result.is_grantable);
    const clientName = answer.client.client_name;
    return {
      clientName,
      logo: clientLogoOf(answer.client.client_logo_url),
      account: accountOf(answer.user),
      redirectHost: hostOf(request.redirect_uri),
      custom: hasCustomScope(granted.map((result) => result.scope)),
      manifest: manifestOf(clientName, granted),
    };
  }

  const model = {
    step,
    busy,
    project,
    /** Which flow the query asks for: the widget's room depends on it (mount.tsx roomOf). */
    flow: request.flow,
    bootstrap: watched.bootstrap,

    async start() {
      step.value = { name: 'loading' };
      if (request.missing !== undefined) {
        failWith('missingParam', { param: request.missing });
        return;
      }
      if (request.flow === 'logout') {
        logoutRequest = request.params;
        const answer = await preflight((api) => api.logoutStart(request.params));
        if (!answer) return;
        client.log('render_idp_screen', { flow: 'logout', client_id: request.params.client_id });
        logoutRedirect = answer.redirect_uri;
        if (!answer.consent_required) return revokeAndLeave();
        if (!refuseFramed()) step.value = { name: 'logout' };
        return;
      }
      authorize = request.params;
      const silent = request.params.prompt?.split(' ').includes('none');
      const answer = await preflight((api) => api.authorizeStart(request.params), silent);
      if (!answer) return;
      emit({ type: 'OAUTH_AUTHORIZE_FLOW_START', data: answer });
      client.log('render_idp_screen', { flow: 'authorize', client_id: request.params.client_id, consent_required: answer.consent_required });
      // Without consent required it submits at once, as granted: nothing was asked (see the report).
      if (!answer.consent_required) return submit(true);
      // prompt=none: consent cannot be asked. The start has checked the redirect URI.
      if (silent) {
        const back = new URL(request.params.redirect_uri);
        back.searchParams.set('error', 'consent_required');
        if (request.params.state !== undefined) back.searchParams.set('state', request.params.state);
        return navigate(followableUrl(back.href));
      }
      if (!refuseFramed()) step.value = { name: 'consent', consent: consentOf(answer, request.params) };
    },

    /** Allow: checked again for a frame at the press (P10). */
    allow() {
      if (step.value.name !== 'consent' || refuseFramed()) return;
      void submit(true);
    },

    deny() {
      if (step.value.name !== 'consent') return;
      void submit(false);
    },

    /** Logout's Yes. */
    confirmLogout() {
      if (step.value.name !== 'logout' || !logoutRequest || refuseFramed()) return;
      void revokeAndLeave();
    },

    /** Logout's No. */
    declineLogout() {
      if (step.value.name === 'logout') step.value = { name: 'logout-declined' };
    },

    dispose() {
      disposed = true;
      watched.stop();
    },
  };
  return model;
}
export type IdentityProviderModel = ReturnType<typeof createIdentityProviderModel>;
