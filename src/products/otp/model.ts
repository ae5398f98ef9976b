import { computed, signal } from '@preact/signals';
import type { AuthResponse } from '../../contract/index';
import { messageOf, type UiMessage } from '../../flows/messages';
import { createToasts } from '../../flows/toasts';
import type { OtpContext } from './context';
import { sendOtp, type SentOtp } from './send';

export type { SentOtp } from './send';

/**
 * Wrong tries a code survives: the provider refuses a code after this many, even the right one
 * (the emulator's MAX_FAILED_ATTEMPTS), and both answer with the same error type, so the widget
 * counts them to say so.
 */
export const OTP_MAX_FAILED_ATTEMPTS = 5;

/**
 * The provider's answers to wrong digits (docs/spec/api.md §2): only these are wrong tries. A dropped
 * connection, a 429 or a server error says nothing about the code.
 */
const WRONG_CODE_ERROR_TYPES: readonly unknown[] = ['otp_code_not_found', 'invalid_code'];

/** What OTPAuthenticate's model takes from the login flow, and where it goes once signed in. */
export interface OtpDeps extends Pick<OtpContext, 'client' | 'config' | 'locale' | 'sessionMinutes' | 'now' | 'emit' | 'reportError'> {
  /** Called once the session is stored. */
  onAuthenticated(auth: AuthResponse): void;
}

/**
 * OTPAuthenticate's model (the lazy `otp` group): verifying the six digits, resending with a new
 * method id, and the countdown, which ticks only while this model lives.
 */
export function createOtpModel(first: SentOtp, deps: OtpDeps) {
  const sent = signal(first);
  const busy = signal(false);
  const error = signal<UiMessage | null>(null);
  const clock = signal(deps.now());
  /** Bumped on a wrong code and on a resend, so the digit boxes empty; not on other failures. */
  const reset = signal(0);
  /** Wrong digits tried for the current code; at OTP_MAX_FAILED_ATTEMPTS it is dead until a resend. */
  const failures = signal(0);
  const locked = computed(() => failures.value >= OTP_MAX_FAILED_ATTEMPTS);
  const toasts = createToasts();
  const secondsLeft = computed(() => Math.max(0, Math.ceil((sent.value.expiresAt - clock.value) / 1000)));
  const timer = setInterval(() => (clock.value = deps.now()), 1000);

  return {
    sent,
    busy,
    error,
    secondsLeft,
    reset,
    locked,
    toasts,
    async verify(code: string) {
      if (busy.value || locked.value || !/^\d{6}$/.test(code)) return;
      busy.value = true;
      error.value = null;
      try {
        const client = await deps.client.ready();
        const auth = await client.api.otps.authenticate(code, sent.value.methodId, deps.sessionMinutes);
        client.storeAuth(auth);
        deps.emit({ type: 'OTP_AUTHENTICATE', data: auth });
        deps.onAuthenticated(auth);
      } catch (reason) {
        if (WRONG_CODE_ERROR_TYPES.includes((reason as { error_type?: unknown } | null)?.error_type)) {
          failures.value++;
          reset.value++;
          error.value = { key: locked.value ? 'passcodeLocked' : 'invalidPasscode' };
        } else {
          // Not a wrong try: the digits stay, to send again as they are.
          error.value = messageOf(reason);
        }
        deps.reportError(reason);
      } finally {
        busy.value = false;
      }
    },
    /** A new code with a new method id; the countdown restarts. The result is a toast. */
    async resend() {
      if (busy.value) return;
      busy.value = true;
      error.value = null;
      try {
        const current = sent.value;
        sent.value = await sendOtp(deps, current.channel, current.target, current.destination);
        clock.value = deps.now();
        failures.value = 0;
        reset.value++;
        toasts.show({ key: 'codeResent' }, 'success');
      } catch (reason) {
        toasts.show(messageOf(reason), 'error');
        deps.reportError(reason);
      } finally {
        busy.value = false;
      }
    },
    dispose() {
      clearInterval(timer);
      toasts.dispose();
    },
  };
}
export type OtpModel = ReturnType<typeof createOtpModel>;

/** The passcode steps: OTPAuthenticate (its model's countdown ends with the step) and OTPConfirmation. */
export type OtpStep = { name: 'otp-authenticate'; otp: OtpModel; busy: OtpModel['busy']; dispose(): void } | { name: 'otp-confirmation' };

/** OTPAuthenticate for a passcode Main has sent; a correct code leads to OTPConfirmation. */
export function showOtp(context: OtpContext, sent: SentOtp): void {
  const otp = createOtpModel(sent, { ...context, onAuthenticated: (auth) => context.complete(auth, { name: 'otp-confirmation' }) });
  context.step.value = { name: 'otp-authenticate', otp, busy: otp.busy, dispose: otp.dispose } satisfies OtpStep;
}
