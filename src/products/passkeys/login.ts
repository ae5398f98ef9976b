import { effect, type ReadonlySignal } from '@preact/signals';
import type { AuthResponse } from '../../contract/index';
import { webauthnApi } from '../../api/webauthn';
import type { UiMessage } from '../../flows/messages';
import { loginFailureOf } from '../../flows/passkeyErrors';
import type { Ceremonies } from '../../util/webauthn';
import type { LoginContext } from '../../login/product';
import type { WidgetEvent } from '../../flows/config';
import type { ClientHandle } from '../../session/clientHandle';
import { isNotAllowed, isOwnAbort } from '../../util/webauthnErrors';

/** Passkey autofill requests, one less after each failure (docs/spec/product.md §4, §9). */
export const PASSKEY_AUTOFILL_ATTEMPTS = 5;

export interface PasskeyLoginDeps {
  client: ClientHandle;
  sessionMinutes: number;
  /** Shows a failure's message and reports it. */
  fail(reason: unknown, message: UiMessage): void;
  /** Reports a failure without showing it (onError). */
  report(reason: unknown): void;
  /** The session is stored; the login widget shows PasskeyConfirmation. */
  onAuthenticated(auth: AuthResponse): void;
  emit(event: WidgetEvent): void;
  /** The browser's requests, from the same chunk (`createCeremonies`). */
  ceremonies: Ceremonies;
  /** Where the browser offers passkeys in autofill: whether Main, with its email field, shows. */
  autofill?: ReadonlySignal<boolean>;
}

/**
 * Passkey login (the lazy `passkeys` chunk): the 'Login with a Passkey' button and, where the
 * browser offers passkeys in autofill, a conditional request that waits in the background while
 * Main shows. Only one request runs at a time (W2): the button, leaving Main and unmounting all
 * abort the autofill request and wait for it to settle.
 */
export function createPasskeyLogin(deps: PasskeyLoginDeps) {
  const { client, ceremonies } = deps;
  let attemptsLeft = PASSKEY_AUTOFILL_ATTEMPTS;
  /** The running autofill loop and the controller that ends it. */
  let autofill: { controller: AbortController; done: Promise<void> } | undefined;

  const signIn = async (signal: AbortSignal | undefined, conditional: boolean, picked?: () => void) => {
    const loaded = await client.ready();
    const webauthn = webauthnApi(loaded.call);
    // With a session the passkey is checked as another factor of it (docs/spec/api.md §3). A stored session
    // that ended elsewhere is refused and forgotten by the client: then it is a sign-in after all.
    const start = (secondary: boolean) => webauthn.authenticateStart(secondary, signal);
    const { public_key_credential_request_options: options } = await (client.state.get() === null
      ? start(false)
      : start(true).catch((error: unknown) => (client.state.get() === null ? start(false) : Promise.reject(error))));
    signal?.throwIfAborted();
    const credential = await (conditional ? ceremonies.autofill(options) : ceremonies.authenticate(options));
    signal?.throwIfAborted();
    picked?.();
    const auth = await webauthn.authenticate(credential, deps.sessionMinutes, signal);
    loaded.storeAuth(auth);
    deps.emit({ type: 'PASSKEY_AUTHENTICATE', data: auth });
    deps.onAuthenticated(auth);
  };

  const failed = (reason: unknown) => {
    const key = loginFailureOf(reason);
    if (key) deps.fail(reason, { key });
  };

  const runAutofill = async (signal: AbortSignal) => {
    while (!signal.aborted && attemptsLeft > 0) {
      let picked = false;
      try {
        await signIn(signal, true, () => (picked = true));
        return;
      } catch (reason) {
        if (signal.aborted || isOwnAbort(reason)) return;
        attemptsLeft -= 1;
        // A passkey the user picked that fails (deleted, refused by the server) is theirs to read.
        // Before a pick, a dismissed or empty prompt is no error at all, and a request the browser
        // or the network refused (a page outside the project's passkey domain, say) is the host's
        // to know: reported, never a banner the visitor did nothing to cause, and not asked again.
        if (picked) failed(reason);
        else if (!isNotAllowed(reason)) {
          attemptsLeft = 0;
          deps.report(reason);
        }
      }
    }
  };

  const model = {
    /** Starts the background autofill request, unless it runs already or its attempts are spent. */
    startAutofill() {
      if (autofill || attemptsLeft <= 0) return;
      const controller = new AbortController();
      const current = {
        controller,
        done: runAutofill(controller.signal).finally(() => {
          if (autofill === current) autofill = undefined;
        }),
      };
      autofill = current;
    },

    /** Ends the autofill request and resolves once it has settled (W2). */
    async stopAutofill() {
      const current = autofill;
      autofill = undefined;
      if (!current) return;
      current.controller.abort();
      await ceremonies.abort();
      await current.done;
    },

    /** 'Login with a Passkey': a modal request once autofill has settled; autofill resumes after a failure. */
    async login() {
      const resume = autofill !== undefined;
      await model.stopAutofill();
      try {
        await signIn(undefined, false);
        return;
      } catch (reason) {
        failed(reason);
      }
      if (resume) model.startAutofill();
    },

    /** Ends the autofill request for good (the widget is unmounted or mounted again). */
    dispose() {
      disposeAutofill();
      void model.stopAutofill();
    },
  };
  // The autofill request waits in the background while Main shows, and ends when it goes (W2).
  const disposeAutofill = effect(() => {
    if (deps.autofill?.value) model.startAutofill();
    else void model.stopAutofill();
  });
  return model;
}
export type PasskeyLogin = ReturnType<typeof createPasskeyLogin>;

/**
 * Passkey login on the login widget's Main (main.ts), with autofill where the browser offers it
 * there; assembled here so the main file only asks for it.
 */
export const createMainPasskeyLogin = (context: LoginContext, ceremonies: Ceremonies, autofill: boolean) =>
  createPasskeyLogin({
    client: context.client,
    sessionMinutes: context.sessionMinutes,
    ceremonies,
    autofill: autofill ? context.onMain : undefined,
    fail: context.fail,
    report: context.reportError,
    emit: context.emit,
    onAuthenticated: (auth) => context.complete(auth, { name: 'passkey-confirmation' }),
  });
