import { computed, signal } from '@preact/signals';
import { afterNextPaint } from '../../loading/schedule';
import type { LoginContext } from '../../login/product';
import type { Ceremonies } from '../../util/webauthn';
import type { createMainPasskeyLogin, PasskeyLogin } from './login';
import type { enPasskeys } from './strings';

/**
 * How passkeys show on Main (W1): autofill in the email field where the browser offers passkeys
 * there, else the 'Login with a Passkey' button; nothing without WebAuthn.
 */
export type PasskeyMode = 'autofill' | 'button' | 'none';

type CredentialClass = (new () => unknown) & { isConditionalMediationAvailable?(): Promise<boolean> };
const credentialClass = () => (globalThis as { PublicKeyCredential?: CredentialClass }).PublicKeyCredential;

/**
 * The browser's likely answer, known at once: a browser that can ask has autofill (every current
 * one), so the button or the autofill field is there from the first paint instead of pushing the
 * form down a moment later (issue 9); the real answer follows.
 */
export function likelyPasskeyMode(hasEmailField: boolean): PasskeyMode {
  const credential = credentialClass();
  return typeof credential !== 'function' ? 'none' : hasEmailField && credential.isConditionalMediationAvailable ? 'autofill' : 'button';
}

export async function passkeyModeOf(hasEmailField: boolean): Promise<PasskeyMode> {
  const credential = credentialClass();
  if (typeof credential !== 'function') return 'none';
  try {
    if (hasEmailField && (await credential.isConditionalMediationAvailable?.())) return 'autofill';
  } catch {
    // An exotic browser that throws here gets the button.
  }
  return 'button';
}

/**
 * Passkeys as Main holds them: the browser's answer (a few milliseconds), and the login flow from
 * the `passkeys` group once it is needed. Autofill only works while a request waits, so in
 * autofill mode the flow starts as soon as the group arrives.
 */
/** What Main's part takes from its own group, through the loader so that tests can give the browser's requests. */
export interface PasskeysGroup {
  createCeremonies(): Ceremonies;
  createMainPasskeyLogin: typeof createMainPasskeyLogin;
  enPasskeys: typeof enPasskeys;
}

export function createPasskeysMain(context: LoginContext<object, PasskeysGroup>) {
  const mode = signal(likelyPasskeyMode(context.tabs.includes('email')));
  const waiting = signal(false);
  let login: Promise<PasskeyLogin> | undefined;
  const loadLogin = () =>
    (login ??= context.load().then(
      (group) => {
        context.addStrings(group.enPasskeys);
        return group.createMainPasskeyLogin(context, group.createCeremonies(), mode.value === 'autofill');
      },
      (reason) => {
        login = undefined;
        throw reason;
      },
    ));
  void passkeyModeOf(context.tabs.includes('email')).then(async (detected) => {
    mode.value = detected;
    // The autofill request waits for the frame after this (the form's first, on a page whose Main
    // waited for its groups): setting up its group and sending its request made the frame that
    // painted the form long (docs/performance.md).
    if (detected === 'autofill') {
      await afterNextPaint();
      loadLogin().catch(context.reportError);
    }
  });
  return {
    mode,
    emailAutocomplete: computed(() => (mode.value === 'autofill' ? 'username webauthn' : undefined)),
    /** While the button's sign-in waits (its group, the browser's prompt, the server): words under the button say so. */
    waiting,
    /** 'Login with a Passkey': a modal request, once any autofill request has settled (W2). */
    login: () =>
      context.run(async () => {
        waiting.value = true;
        try {
          await (await loadLogin()).login();
        } finally {
          waiting.value = false;
        }
      }),
    dispose() {
      void login?.then((started) => started.dispose());
    },
  };
}
export type PasskeysMain = ReturnType<typeof createPasskeysMain>;
