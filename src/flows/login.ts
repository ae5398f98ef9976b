import { computed, effect, signal } from '@preact/signals';
import type { AuthResponse, OtpChannel } from '../api/contract';
import type { Chunks } from '../lazy/chunks';
import { loadChunk, loadChunkWithin } from '../lazy/load';
import type { LoginConfig, WidgetEvent } from '../options';
import { DEFAULT_SESSION_DURATION_MINUTES, type ClientHandle } from '../session/clientHandle';
import { isValidEmail } from '../util/email';
import type { Messages } from '../i18n/en';
import { messageOf, type UiMessage, type UiMessageKey } from './messages';
import type { PasskeyLogin } from './passkeys';
import type { PhoneModel } from './phone';
import type { LoginStep } from './steps';

export type FormTab = OtpChannel;
const TAB_ORDER: readonly FormTab[] = ['sms', 'whatsapp', 'email'];

export interface LoginDeps {
  client: ClientHandle;
  config: LoginConfig;
  emit(event: WidgetEvent): void;
  reportError(error: unknown): void;
  now?: () => number;
  /** The lazy `phoneField` group (its model and field); tests pass the module itself. */
  loadPhoneField?: () => Promise<Pick<Chunks['phoneField'], 'createPhoneModel'>>;
  /** The lazy `emailMagicLinks` group; tests pass the module itself. */
  loadEmailMagicLinks?: () => Promise<Pick<Chunks['emailMagicLinks'], 'sendMagicLink'>>;
  /** The lazy `passwords` group; tests pass the module itself. */
  loadPasswords?: () => Promise<Pick<Chunks['passwords'], 'startPasswords'>>;
  /** The lazy `otp` group (its model and screens); tests pass the module itself. */
  loadOtp?: () => Promise<Pick<Chunks['otp'], 'createOtpModel' | 'sendOtp'>>;
  /** The lazy `passkeys` chunk; tests pass the module with fake ceremonies. */
  loadPasskeys?: () => Promise<Pick<Chunks['passkeys'], 'createPasskeyLogin' | 'createCeremonies' | 'enPasskeys'>>;
}

/**
 * How passkeys show on Main (W1): autofill in the email field where the browser offers passkeys
 * there, else the 'Login with a Passkey' button; nothing without WebAuthn.
 */
export type PasskeyMode = 'autofill' | 'button' | 'none';

export async function passkeyModeOf(hasEmailField: boolean): Promise<PasskeyMode> {
  type CredentialClass = (new () => unknown) & { isConditionalMediationAvailable?(): Promise<boolean> };
  const credential = (globalThis as { PublicKeyCredential?: CredentialClass }).PublicKeyCredential;
  if (typeof credential !== 'function') return 'none';
  try {
    if (hasEmailField && (await credential.isConditionalMediationAvailable?.())) return 'autofill';
  } catch {
    // An exotic browser that throws here gets the button.
  }
  return 'button';
}

/** The spec's configuration errors, shown in place of the form (product-spec.md §2 Main). */
export function configErrorOf(config: LoginConfig): UiMessageKey | null {
  const { products } = config;
  if (products.length > 0 && products.every((product) => product === 'passkeys')) return 'configPasskeysAlone';
  // With passwords, links and email passcodes fold into one password tab, so they may coexist.
  if (products.includes('emailMagicLinks') && config.otpOptions?.methods.includes('email') && !products.includes('passwords')) {
    return 'configEmlAndEmailOtp';
  }
  return null;
}

/** The form's tabs, in the spec's order: Text, WhatsApp, Email. */
export function formTabsOf(config: LoginConfig): FormTab[] {
  const methods = config.otpOptions?.methods ?? [];
  const { products } = config;
  const hasEmail = products.includes('emailMagicLinks') || products.includes('passwords') || methods.includes('email');
  return TAB_ORDER.filter((tab) => (tab === 'email' ? hasEmail : methods.includes(tab)));
}

/**
 * The login flow: email magic links and passcodes by email, SMS and WhatsApp. Screens read its
 * signals and call its actions; it owns the busy flag, errors, transitions and events.
 */
export function createLoginModel(deps: LoginDeps) {
  const { client, config } = deps;
  const now = deps.now ?? Date.now;
  const configError = configErrorOf(config);
  // A config error shows in place of the form: no tabs, nothing to load.
  const tabs = configError ? [] : formTabsOf(config);
  const usesMagicLinks = config.products.includes('emailMagicLinks');
  const sessionMinutes = config.sessionOptions?.sessionDurationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES;

  const step = signal<LoginStep>({ name: 'main' });
  const tab = signal<FormTab | undefined>(tabs[0]);
  const busy = signal(false);
  const error = signal<UiMessage | null>(configError ? { key: configError } : null);
  const email = signal('');
  const bootstrap = signal(client.bootstrap.get());
  const unsubscribeBootstrap = client.bootstrap.subscribe((value) => (bootstrap.value = value));
  const loadOtp = deps.loadOtp ?? (() => loadChunk('otp'));
  const loadPhoneField = deps.loadPhoneField ?? (() => loadChunk('phoneField'));
  const loadEmailMagicLinks = deps.loadEmailMagicLinks ?? (() => loadChunk('emailMagicLinks'));
  const loadPasswords = deps.loadPasswords ?? (() => loadChunk('passwords'));
  const usesPasswords = config.products.includes('passwords');
  /** The phone field's model, once its group has loaded. */
  const phone = signal<PhoneModel | undefined>(undefined);
  const loadPasskeys = deps.loadPasskeys ?? (() => loadChunk('passkeys'));
  /** Undefined until the browser has said what it supports (a few milliseconds). */
  const passkeyMode = signal<PasskeyMode | undefined>();
  /** Strings of a loaded group whose messages show on Main (passkey login errors). */
  const groupStrings = signal<Partial<Messages> | undefined>();
  let passkeyLogin: Promise<PasskeyLogin> | undefined;
  const loadPasskeyLogin = () =>
    (passkeyLogin ??= loadPasskeys().then(
      (group) => {
        groupStrings.value = group.enPasskeys;
        return group.createPasskeyLogin({
          client,
          sessionMinutes,
          ceremonies: group.createCeremonies(),
          autofill: passkeyMode.value === 'autofill' ? onMain : undefined,
          fail,
          onAuthenticated: (auth) => complete(auth, { name: 'passkey-confirmation' }),
        });
      },
      (reason) => {
        passkeyLogin = undefined;
        throw reason;
      },
    ));
  const onMain = computed(() => step.value.name === 'main');
  if (config.products.includes('passkeys') && !configError) {
    void passkeyModeOf(tabs.includes('email')).then((mode) => {
      passkeyMode.value = mode;
      // Autofill only works while a request waits in the background, so its chunk loads at once.
      if (mode === 'autofill') loadPasskeyLogin().catch(deps.reportError);
    });
  }

  // The passcode countdown stops when its screen goes. (A password model has no timer beyond a
  // debounce and toasts, which end by themselves.)
  const disposeGroupModels = effect(() => {
    const current = step.value;
    if (current.name === 'otp-authenticate') return () => current.otp.dispose();
  });

  const fail = (reason: unknown, message: UiMessage = messageOf(reason)) => {
    error.value = message;
    deps.reportError(reason);
  };

  /** Runs one action at a time with the busy flag; errors land in `error` and go to onError. */
  const run = async (action: () => Promise<void>) => {
    if (busy.value) return;
    busy.value = true;
    error.value = null;
    try {
      await action();
    } catch (reason) {
      fail(reason);
    } finally {
      busy.value = false;
    }
  };

  /** The session is stored before the success screen shows; the complete event fires once per sign-in. */
  const complete = (auth: AuthResponse, confirmation: LoginStep) => {
    step.value = confirmation;
    client.log('ui_authentication_success');
    deps.emit({ type: 'AUTHENTICATE_FLOW_COMPLETE', data: auth });
  };

  const startOtp = async (channel: OtpChannel, target: string, destination: string) => {
    // The group is prefetched when the page is idle, so this rarely waits.
    const group = await loadOtp();
    const sent = await group.sendOtp({ client, config, now, emit: deps.emit }, channel, target, destination);
    const otp = group.createOtpModel(sent, {
      ...deps,
      client,
      config,
      now,
      sessionMinutes,
      onAuthenticated: (auth) => complete(auth, { name: 'otp-confirmation' }),
    });
    step.value = { name: 'otp-authenticate', otp };
  };

  const sendMagicLinkOnly = async (address: string) =>
    (await loadEmailMagicLinks()).sendMagicLink({ client, config, emit: deps.emit }, address);

  const sendMagicLink = async (address: string) => {
    await sendMagicLinkOnly(address);
    step.value = { name: 'email-confirmation', email: address };
  };

  /** With passwords, the Email tab asks users/search which PasswordCreateOrLogin to show (in the group). */
  const startPasswords = async (address: string) =>
    (await loadPasswords()).startPasswords(
      {
        ...deps,
        client,
        config,
        sessionMinutes,
        sendMagicLink: sendMagicLinkOnly,
        startEmailPasscode: (to) => startOtp('email', to, to),
        setStep: (next) => (step.value = next),
        complete,
      },
      address,
    );

  const model = {
    config,
    configError,
    tabs,
    step,
    tab,
    busy,
    error,
    email,
    bootstrap,
    phone,
    passkeyMode,
    groupStrings,

    /** 'Login with a Passkey': a modal request, once any autofill request has settled (W2). */
    passkeyLogin: () => run(async () => (await loadPasskeyLogin()).login()),

    /** A phone tab is shown: its field and the number parser start loading now, and not before. */
    async showPhone() {
      if (!phone.value) {
        try {
          const group = await loadPhoneField();
          phone.value ??= group.createPhoneModel((ms) => loadChunkWithin('phone', ms));
        } catch (reason) {
          fail(reason);
          return;
        }
      }
      phone.value.show();
    },

    /** Authenticates a magic-link token in the page's URL, when the widget is mounted on the redirect page. */
    async start() {
      const url = new URL(globalThis.location?.href ?? 'about:blank');
      if (url.searchParams.get('stytch_token_type') !== 'magic_links' || !url.searchParams.get('token')) return;
      step.value = { name: 'link-authenticating' };
      try {
        const auth = await (await client.ready()).authenticateFromUrl(sessionMinutes);
        if (auth) complete(auth, { name: 'login-confirmation' });
        else step.value = { name: 'main' };
      } catch (reason) {
        step.value = { name: 'main' };
        fail(reason);
      }
    },

    selectTab(next: FormTab) {
      if (!tabs.includes(next)) return;
      tab.value = next;
      if (!configError) error.value = null;
      if (next !== 'email') void model.showPhone();
    },

    submitEmail() {
      if (configError) return Promise.resolve();
      const address = email.value.trim();
      if (!isValidEmail(address)) {
        error.value = { key: usesMagicLinks || usesPasswords ? 'invalidEmailAddress' : 'invalidEmailOtp' };
        return Promise.resolve();
      }
      return run(() =>
        usesPasswords ? startPasswords(address) : usesMagicLinks ? sendMagicLink(address) : startOtp('email', address, address),
      );
    },

    submitPhone() {
      const channel = tab.value;
      if (configError || !channel || channel === 'email') return Promise.resolve();
      return run(async () => {
        const field = phone.value;
        const e164 = field ? await field.toE164() : null;
        if (!e164) {
          error.value = { key: 'invalidPhone' };
          return;
        }
        await startOtp(channel, e164, field!.display(e164));
      });
    },

    /** EmailConfirmation's 'Try again': forget the email and return to Main. */
    tryAgain() {
      const current = step.value;
      client.log('email_try_again_clicked', {
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
      void passkeyLogin?.then((login) => login.dispose());
      disposeGroupModels();
      unsubscribeBootstrap();
    },
  };
  return model;
}
export type LoginModel = ReturnType<typeof createLoginModel>;
