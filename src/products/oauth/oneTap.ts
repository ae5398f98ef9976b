import { signal } from '@preact/signals';
import type { GsiAccountsId, OneTapCallbackResponse, OneTapStartResponse } from '../../contract/index';
import type { OneTapPosition } from './options';
import type { enOAuth } from './strings';

export type OneTapStatus = 'pending' | 'rendered' | 'failed';

/** Resize handling is debounced by 100 ms (docs/spec/product.md §9). */
export const ONE_TAP_RESIZE_MS = 100;

/**
 * The failures a test project's developer is told of (docs/spec/product.md §8), by server error type
 * or Google's not-displayed reason (`unregistered_origin` and `invalid_client` are the render's).
 */
const EXPLAINED: Record<string, keyof typeof enOAuth> = {
  origin_not_allowed_for_client: 'oneTapOriginNotAllowed',
  unregistered_origin: 'oneTapOriginNotAllowed',
  invalid_client: 'oneTapInvalidClient',
  oauth_config_not_found: 'oneTapNotConfigured',
  no_login_redirect_urls_set: 'oneTapNoLoginRedirect',
  no_signup_redirect_urls_set: 'oneTapNoSignupRedirect',
  default_provider_not_allowed: 'oneTapDefaultProvider',
};

export interface OneTapDeps {
  position: OneTapPosition;
  /** Whether setup failures are explained (test public tokens only). */
  explain: boolean;
  start(): Promise<Pick<OneTapStartResponse, 'google_client_id' | 'oauth_callback_id'>>;
  callback(callbackId: string, idToken: string): Promise<Pick<OneTapCallbackResponse, 'redirect_url'>>;
  /** Loads Google Identity Services and answers `google.accounts.id`. */
  loadGsi(): Promise<GsiAccountsId>;
  /** Follows the callback's redirect URL, already checked (P6), to where the token is redeemed. */
  navigate(url: string): void;
  reportError(error: unknown): void;
}

/** Shared with the identity-provider widget (util/followableUrl.ts). */
export { followableUrl } from '../../util/followableUrl';

/**
 * Google One Tap (docs/spec/product.md §2): pending (a spinner) while the start, Google's script and its
 * prompt are on their way, rendered once Google shows it, failed when it cannot or the person
 * closes it, and then Main shows the normal Google button. A credential goes to the One Tap
 * callback, whose redirect URL carries the token the page redeems like any OAuth return.
 */
export function createOneTap(deps: OneTapDeps) {
  const status = signal<OneTapStatus>('pending');
  const message = signal<keyof typeof enOAuth | undefined>(undefined);
  /** Between a refit's cancel and Google showing the prompt again: the placeholder keeps its height. */
  const refitting = signal(false);
  /** Bumped by each show, refit and hide, so a late answer of an earlier one changes nothing. */
  let generation = 0;
  let gsi: GsiAccountsId | undefined;
  /** The placeholder's width as last told, and as it was when Google was last prompted. */
  let width: number | undefined;
  let laidOut: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const fail = (reason: unknown, error?: unknown) => {
    status.value = 'failed';
    const key = typeof reason === 'string' && Object.hasOwn(EXPLAINED, reason) ? EXPLAINED[reason] : undefined;
    if (deps.explain) message.value = key;
    if (error) deps.reportError(error);
  };
  const failWith = (error: unknown) => fail((error as { error_type?: unknown } | null)?.error_type, error);

  const signIn = async (callbackId: string, credential: string) => {
    status.value = 'pending';
    try {
      deps.navigate((await deps.callback(callbackId, credential)).redirect_url);
    } catch (error) {
      failWith(error);
    }
  };

  /** Google's prompt; its moments count while `run` is the newest show or refit. */
  const ask = (id: GsiAccountsId, run: number) => {
    laidOut = width;
    id.prompt((moment) => {
      if (run !== generation) return;
      refitting.value = false;
      if (moment.isNotDisplayed()) fail(moment.getNotDisplayedReason());
      else if (moment.isSkippedMoment()) fail(moment.getSkippedReason());
      else if (moment.isDisplayed()) {
        status.value = 'rendered';
        // The width changed while the prompt was on its way.
        if (width !== laidOut) refitSoon();
      }
    });
  };

  // Google lays the embedded prompt out at its parent's width when prompted, so a new width means
  // prompting again, with the same initialize (its callback id) and no new start. It stays
  // 'rendered' meanwhile: no spinner flashes, and a width changing again refits again.
  const refit = () => {
    if (status.value === 'rendered' && width !== laidOut && deps.position === 'embedded') {
      generation++;
      refitting.value = true;
      gsi!.cancel();
      ask(gsi!, generation);
    }
  };
  /** Once the width has held for ONE_TAP_RESIZE_MS. */
  const refitSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(refit, ONE_TAP_RESIZE_MS);
  };

  return {
    position: deps.position,
    status,
    refitting,
    /** Why it failed, for a test project's developer. */
    message,
    /** Asks Google to show One Tap, in the element `parentId` names when embedded. */
    async show(parentId?: string) {
      if (status.value === 'failed') return;
      const run = ++generation;
      status.value = 'pending';
      try {
        const { google_client_id: clientId, oauth_callback_id: callbackId } = await deps.start();
        if (run !== generation) return;
        if (!clientId) return fail('oauth_config_not_found', new Error('AuthWidget: Google One Tap is not configured for this project.'));
        const id = await deps.loadGsi();
        if (run !== generation) return;
        gsi = id;
        id.initialize({
          client_id: clientId,
          callback: (response) => void signIn(callbackId, response.credential),
          cancel_on_tap_outside: false,
          itp_support: true,
          ...(deps.position === 'embedded' && parentId ? { prompt_parent_id: parentId } : {}),
        });
        ask(id, run);
      } catch (error) {
        if (run === generation) failWith(error);
      }
    },
    /**
     * The embedded placeholder is `px` wide: told before show, then at each change of size (one
     * of height alone changes nothing). Once the width has held for ONE_TAP_RESIZE_MS and differs
     * from the one Google was prompted at, the rendered prompt is laid out again.
     */
    resize(px: number) {
      if (px !== width) {
        width = px;
        refitSoon();
      }
    },
    /** Takes the prompt away (Main left, or the widget unmounted). */
    hide() {
      generation++;
      clearTimeout(timer);
      refitting.value = false;
      gsi?.cancel();
    },
  };
}
export type OneTap = ReturnType<typeof createOneTap>;
