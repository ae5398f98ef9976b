import { computed, effect, signal } from '@preact/signals';
import type { AuthResponse, OtpChannel } from '../api/contract';
import type { LoginConfig, WidgetEvent } from '../options';
import { DEFAULT_SESSION_DURATION_MINUTES, type AuthClient } from '../session/authClient';
import { isValidEmail } from '../util/email';
import { messageOf, type UiMessage, type UiMessageKey } from './messages';
import { createPhoneModel, type PhoneModel } from './phone';
import type { LoginStep } from './steps';
import { createToasts } from './toasts';

export type FormTab = OtpChannel;
const TAB_ORDER: readonly FormTab[] = ['sms', 'whatsapp', 'email'];
const MINUTE = 60_000;

export interface LoginDeps {
  client: AuthClient;
  config: LoginConfig;
  emit(event: WidgetEvent): void;
  reportError(error: unknown): void;
  phone?: PhoneModel;
  now?: () => number;
}

/** The spec's configuration errors, shown in place of the form (product-spec.md §2 Main). */
export function configErrorOf(config: LoginConfig): UiMessageKey | null {
  const { products } = config;
  if (products.length > 0 && products.every((product) => product === 'passkeys')) return 'configPasskeysAlone';
  if (products.includes('emailMagicLinks') && config.otpOptions?.methods.includes('email')) return 'configEmlAndEmailOtp';
  return null;
}

/** The form's tabs, in the spec's order: Text, WhatsApp, Email. */
export function formTabsOf(config: LoginConfig): FormTab[] {
  const methods = config.otpOptions?.methods ?? [];
  const hasEmail = config.products.includes('emailMagicLinks') || methods.includes('email');
  return TAB_ORDER.filter((tab) => (tab === 'email' ? hasEmail : methods.includes(tab)));
}

/**
 * The login flow: email magic links and passcodes by email, SMS and WhatsApp. Screens read its
 * signals and call its actions; it owns the busy flag, errors, transitions and events.
 */
export function createLoginModel(deps: LoginDeps) {
  const { client, config } = deps;
  const now = deps.now ?? Date.now;
  const phone = deps.phone ?? createPhoneModel();
  const toasts = createToasts();
  const configError = configErrorOf(config);
  const tabs = formTabsOf(config);
  const usesMagicLinks = config.products.includes('emailMagicLinks');
  const sessionMinutes = config.sessionOptions?.sessionDurationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES;

  const step = signal<LoginStep>({ name: 'main' });
  const tab = signal<FormTab | undefined>(tabs[0]);
  const busy = signal(false);
  const error = signal<UiMessage | null>(configError ? { key: configError } : null);
  const email = signal('');
  const clock = signal(now());
  /** Bumped on a wrong code and on a resend, so the digit boxes empty. */
  const otpReset = signal(0);
  const bootstrap = signal(client.bootstrap.get());
  const unsubscribeBootstrap = client.bootstrap.subscribe((value) => (bootstrap.value = value));

  /** Seconds left on the current passcode; the screen shows m:ss or 'expired' at zero. */
  const secondsLeft = computed(() => {
    const current = step.value;
    return current.name === 'otp-authenticate' ? Math.max(0, Math.ceil((current.expiresAt - clock.value) / 1000)) : 0;
  });

  // The countdown ticks only while a passcode screen is shown.
  const stopCountdown = effect(() => {
    if (step.value.name !== 'otp-authenticate') return;
    clock.value = now();
    const timer = setInterval(() => (clock.value = now()), 1000);
    return () => clearInterval(timer);
  });

  const fail = (reason: unknown, message: UiMessage = messageOf(reason)) => {
    error.value = message;
    deps.reportError(reason);
  };

  /** Runs one action at a time with the busy flag; errors land in `error` and go to onError. */
  const run = async (action: () => Promise<void>, failure?: UiMessage) => {
    if (busy.value) return;
    busy.value = true;
    error.value = null;
    try {
      await action();
    } catch (reason) {
      fail(reason, failure);
    } finally {
      busy.value = false;
    }
  };

  const complete = (auth: AuthResponse) => {
    client.storeAuth(auth);
    client.telemetry.log('ui_authentication_success', {});
    deps.emit({ type: 'AUTHENTICATE_FLOW_COMPLETE', data: auth });
  };

  const sendOtp = async (channel: OtpChannel, target: string, destination: string) => {
    const response = await client.api.otps.loginOrCreate(channel, target, {
      expirationMinutes: config.otpOptions?.expirationMinutes,
      loginTemplateId: config.otpOptions?.loginTemplateId,
      signupTemplateId: config.otpOptions?.signupTemplateId,
    });
    deps.emit({ type: 'OTP_LOGIN_OR_CREATE', data: response });
    const expiresAt = now() + (config.otpOptions?.expirationMinutes ?? 5) * MINUTE;
    step.value = { name: 'otp-authenticate', channel, methodId: response.method_id, target, destination, expiresAt };
  };

  const sendMagicLink = async (address: string) => {
    await client.loadBootstrap();
    const options = config.emailMagicLinksOptions ?? {};
    const response = await client.api.magicLinks.loginOrCreate(
      address,
      options,
      bootstrap.value.data.pkce_required_for_email_magic_links,
    );
    deps.emit({ type: 'MAGIC_LINK_LOGIN_OR_CREATE', data: { ...response, email: address } });
    client.telemetry.log('email_sent', { type: 'login_or_create_eml' });
    step.value = { name: 'email-confirmation', email: address };
  };

  const model = {
    config,
    configError,
    tabs,
    step,
    tab,
    busy,
    error,
    email,
    secondsLeft,
    otpReset,
    bootstrap,
    toasts,
    phone,

    /** Authenticates a magic-link token in the page's URL, when the widget is mounted on the redirect page. */
    async start() {
      const url = new URL(globalThis.location?.href ?? 'about:blank');
      if (url.searchParams.get('stytch_token_type') !== 'magic_links' || !url.searchParams.get('token')) return;
      step.value = { name: 'link-authenticating' };
      try {
        const auth = await client.authenticateFromUrl(sessionMinutes);
        if (!auth) {
          step.value = { name: 'main' };
          return;
        }
        step.value = { name: 'login-confirmation' };
        complete(auth);
      } catch (reason) {
        step.value = { name: 'main' };
        fail(reason);
      }
    },

    selectTab(next: FormTab) {
      if (!tabs.includes(next)) return;
      tab.value = next;
      if (!configError) error.value = null;
      if (next !== 'email') phone.show();
    },

    submitEmail() {
      if (configError) return Promise.resolve();
      const address = email.value.trim();
      if (!isValidEmail(address)) {
        error.value = { key: usesMagicLinks ? 'invalidEmailAddress' : 'invalidEmailOtp' };
        return Promise.resolve();
      }
      return run(() => (usesMagicLinks ? sendMagicLink(address) : sendOtp('email', address, address)));
    },

    submitPhone() {
      const channel = tab.value;
      if (configError || !channel || channel === 'email') return Promise.resolve();
      return run(async () => {
        const e164 = await phone.toE164();
        if (!e164) {
          error.value = { key: 'invalidPhone' };
          return;
        }
        await sendOtp(channel, e164, phone.display(e164));
      });
    },

    verifyOtp(code: string) {
      const current = step.value;
      if (current.name !== 'otp-authenticate' || !/^\d{6}$/.test(code)) return Promise.resolve();
      return run(
        async () => {
          try {
            const auth = await client.api.otps.authenticate(code, current.methodId, sessionMinutes);
            deps.emit({ type: 'OTP_AUTHENTICATE', data: auth });
            step.value = { name: 'otp-confirmation' };
            complete(auth);
          } catch (reason) {
            otpReset.value++;
            throw reason;
          }
        },
        { key: 'invalidPasscode' },
      );
    },

    /** A new code with a new method id; the countdown restarts. The result is a toast. */
    async resendOtp() {
      const current = step.value;
      if (current.name !== 'otp-authenticate' || busy.value) return;
      busy.value = true;
      error.value = null;
      try {
        await sendOtp(current.channel, current.target, current.destination);
        otpReset.value++;
        toasts.show({ key: 'codeResent' }, 'success');
      } catch (reason) {
        toasts.show(messageOf(reason), 'error');
        deps.reportError(reason);
      } finally {
        busy.value = false;
      }
    },

    /** EmailConfirmation's 'Try again': forget the email and return to Main. */
    tryAgain() {
      const current = step.value;
      client.telemetry.log('email_try_again_clicked', {
        email: current.name === 'email-confirmation' ? current.email : '',
        type: 'login_or_create_eml',
      });
      email.value = '';
      model.back();
    },

    back() {
      step.value = { name: 'main' };
      error.value = configError ? { key: configError } : null;
    },

    dispose() {
      stopCountdown();
      unsubscribeBootstrap();
      toasts.dispose();
    },
  };
  return model;
}
export type LoginModel = ReturnType<typeof createLoginModel>;
