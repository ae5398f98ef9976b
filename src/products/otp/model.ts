import { computed, signal } from '@preact/signals';
import type { AuthResponse, OtpChannel } from '../../api/contract';
import { DEFAULT_OTP_EXPIRATION_MINUTES } from '../../api/otps';
import { messageOf, type UiMessage } from '../../flows/messages';
import { providerLocaleOf } from '../../i18n/locale';
import { createToasts } from '../../flows/toasts';
import type { LoginContext } from '../product';

/**
 * Wrong tries a code survives: the provider refuses a code after this many, even the right one
 * (the emulator's MAX_FAILED_ATTEMPTS), and both answer with the same error type, so the widget
 * counts them to say so.
 */
export const OTP_MAX_FAILED_ATTEMPTS = 5;

/**
 * The provider's answers to wrong digits (API.md §2): only these are wrong tries. A dropped
 * connection, a 429 or a server error says nothing about the code.
 */
const WRONG_CODE_ERROR_TYPES: readonly unknown[] = ['otp_code_not_found', 'invalid_code'];

/** A passcode that was sent: where to, and under which method id. */
export interface SentOtp {
  channel: OtpChannel;
  methodId: string;
  /** E.164 or an email address. */
  target: string;
  /** How to show the target to the user. */
  destination: string;
  expiresAt: number;
}

/** What OTPAuthenticate's model takes from the login flow, and where it goes once signed in. */
export interface OtpDeps extends Pick<LoginContext, 'client' | 'config' | 'locale' | 'sessionMinutes' | 'now' | 'emit' | 'reportError'> {
  /** Called once the session is stored. */
  onAuthenticated(auth: AuthResponse): void;
}

/** Sends a passcode (login or sign-up), in the widget's language, and says when it expires. */
export async function sendOtp(deps: Pick<OtpDeps, 'client' | 'config' | 'locale' | 'now' | 'emit'>, channel: OtpChannel, target: string, destination: string): Promise<SentOtp> {
  const options = deps.config.otpOptions;
  const response = await (await deps.client.ready()).api.otps
    .loginOrCreate(channel, target, {
      expirationMinutes: options?.expirationMinutes,
      loginTemplateId: options?.loginTemplateId,
      signupTemplateId: options?.signupTemplateId,
      locale: providerLocaleOf(deps.locale),
    })
    .catch((error: unknown) => {
      // The server refused the address: the passcode form's own text (product-spec.md §5), which
      // the client chunk, shared by every product, cannot know.
      if (channel === 'email' && (error as { error_type?: unknown } | null)?.error_type === 'invalid_email') {
        (error as { ui: UiMessage }).ui = { key: 'invalidEmailOtp' };
      }
      throw error;
    });
  deps.emit({ type: 'OTP_LOGIN_OR_CREATE', data: response });
  const expiresAt = deps.now() + (options?.expirationMinutes ?? DEFAULT_OTP_EXPIRATION_MINUTES) * 60_000;
  return { channel, methodId: response.method_id, target, destination, expiresAt };
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

/** Sends a passcode and shows OTPAuthenticate; a correct code leads to OTPConfirmation. */
export async function startOtp(context: LoginContext, channel: OtpChannel, target: string, destination: string): Promise<void> {
  const sent = await sendOtp(context, channel, target, destination);
  const otp = createOtpModel(sent, { ...context, onAuthenticated: (auth) => context.complete(auth, { name: 'otp-confirmation' }) });
  context.step.value = { name: 'otp-authenticate', otp, busy: otp.busy, dispose: otp.dispose };
}
