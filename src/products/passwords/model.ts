import { signal } from '@preact/signals';
import type { AuthResponse, UserSearchType } from '../../contract/index';
import { passwordsApi, type PasswordResetOptions } from '../../api/passwords';
import { actionRunner } from '../../flows/actions';
import { messageOf, type UiMessage } from '../../flows/messages';
import { createStrengthModel } from '../../flows/passwordStrength';
import { createToasts } from '../../flows/toasts';
import { providerLocaleOf, type Locale } from '../../i18n/locale';
import type { WidgetEvent } from '../../flows/config';
import type { ClientHandle } from '../../session/clientHandle';
import { firstCharacters, MAX_PASSWORD_LENGTH } from '../../util/limits';
import type { Capabilities } from '../../login/product';
import type { PasswordsConfig } from './options';
import type { PasswordsContext } from './context';

/**
 * Why a reset email was sent after PasswordCreateOrLogin: PasswordForgot, PasswordBreached,
 * PasswordDedupe or PasswordSetNew (one screen, with the spec's texts for each).
 */
export type PasswordEmailReason = 'forgot' | 'breached' | 'dedupe' | 'set-new';

export type PasswordsStep =
  | { name: 'password-create-or-login'; passwords: PasswordModel; busy: PasswordModel['busy'] }
  | { name: 'password-email-sent'; reason: PasswordEmailReason; email: string; passwords: PasswordModel; busy: PasswordModel['busy'] }
  | { name: 'password-confirmation' };

/** Where a password screen goes next; the login model turns these into its steps. */
export type PasswordOutcome =
  | { name: 'password-email-sent'; reason: PasswordEmailReason; email: string }
  | { name: 'password-confirmation'; auth: AuthResponse };

export interface PasswordDeps {
  client: ClientHandle;
  config: PasswordsConfig & { passwordOptions?: PasswordResetOptions };
  /** The widget's language: reset emails are written in it. */
  locale: Locale;
  sessionMinutes: number;
  emit(event: WidgetEvent): void;
  reportError(error: unknown): void;
  /** What the other configured products offer: magic links, email passcodes. */
  offered: Partial<Capabilities>;
  go(outcome: PasswordOutcome): void;
}

/**
 * An email submitted with passwords on, once Main's part has searched for its user
 * (products/passwords/search.ts): the user's type picks PasswordCreateOrLogin's variant, and a
 * passwordless user is sent a link or code at once. Runs in the lazy group. Links and passcodes
 * come from their groups, which the config decides on.
 */
export async function startPasswords(context: PasswordsContext, email: string, userType: UserSearchType): Promise<void> {
  const passwords: PasswordModel = createPasswordModel(email, userType, {
    ...context,
    go(outcome) {
      if (outcome.name === 'password-confirmation') context.complete(outcome.auth, { name: 'password-confirmation' });
      else context.step.value = { ...outcome, passwords, busy: passwords.busy } satisfies PasswordsStep;
    },
  });
  context.step.value = { name: 'password-create-or-login', passwords, busy: passwords.busy } satisfies PasswordsStep;
  if (userType === 'passwordless') await passwords.sendPasswordless();
}

/**
 * PasswordCreateOrLogin and the screens it leads to (the lazy `passwords` group): create for a new
 * user, log in for a password user, the automatic fallback for a passwordless one, and the reset
 * emails behind 'Forgot Password?', dedupe and 'Create a password instead'.
 */
export function createPasswordModel(email: string, userType: UserSearchType, deps: PasswordDeps) {
  const { client, config } = deps;
  const password = signal('');
  const visible = signal(false);
  const busy = signal(false);
  const error = signal<UiMessage | null>(null);
  /** What a passwordless user was sent at once, for the screen to say. */
  const sent = signal<'magic-link' | null>(null);
  const toasts = createToasts();
  const strength = createStrengthModel(async (typed) => passwordsApi(await client.ready()).strengthCheck(typed, email));

  const run = actionRunner(busy, error, (reason) => {
    error.value = messageOf(reason);
    deps.reportError(reason);
  });

  const resetStart = async () => {
    const loaded = await client.ready();
    await loaded.loadBootstrap();
    const usePkce = client.bootstrap.get().data.pkce_required_for_password_resets === true;
    const options = { ...config.passwordOptions, locale: providerLocaleOf(deps.locale) };
    const response = await passwordsApi(loaded).resetByEmailStart(email, options, usePkce);
    deps.emit({ type: 'PASSWORD_RESET_BY_EMAIL_START', data: { ...response, email } });
  };

  const signedIn = async (type: 'PASSWORD_CREATE' | 'PASSWORD_AUTHENTICATE', auth: AuthResponse) => {
    (await client.ready()).storeAuth(auth);
    deps.emit({ type, data: auth });
    deps.go({ name: 'password-confirmation', auth });
  };

  const { magicLink, emailPasscode } = deps.offered;
  const offersMagicLink = magicLink !== undefined;
  const offersPasscode = emailPasscode !== undefined;
  return {
    email,
    userType,
    password,
    visible,
    busy,
    error,
    sent,
    toasts,
    strength,
    /** Whether 'Email me a login link' / 'Email me a login code' are offered to a new user. */
    offersMagicLink,
    offersPasscode,
    /** 'Login without a password' is offered only through a product the host enabled. */
    offersLoginWithoutPassword: offersMagicLink || offersPasscode,

    setPassword(value: string) {
      password.value = firstCharacters(value, MAX_PASSWORD_LENGTH);
      if (userType === 'new') strength.input(password.value);
    },
    toggleVisible() {
      visible.value = !visible.value;
    },

    /**
     * A new user's Continue: it creates the account only once the server has judged the password
     * valid, waiting for a check still pending; a refusal's reason is the strength display's.
     */
    create() {
      return run(async () => {
        await strength.settled();
        if (!strength.valid.value) return;
        const auth = await passwordsApi(await client.ready()).create(email, password.value, deps.sessionMinutes);
        await signedIn('PASSWORD_CREATE', auth);
      });
    },

    /**
     * A password user's Continue. A `reset_password` answer (the account must confirm it is
     * really theirs) or `breached_password` starts a reset by email and says why.
     */
    login() {
      return run(async () => {
        try {
          const auth = await passwordsApi(await client.ready()).authenticate(email, password.value, deps.sessionMinutes);
          await signedIn('PASSWORD_AUTHENTICATE', auth);
        } catch (reason) {
          const type = (reason as { error_type?: string }).error_type;
          if (type !== 'reset_password' && type !== 'breached_password') throw reason;
          // `reset_password` means either: the account must confirm itself (dedupe), or the
          // password turned up in a breach. The strength check tells which screen explains it.
          const loaded = await client.ready();
          const breached =
            type === 'breached_password' || (await passwordsApi(loaded).strengthCheck(password.value, email)).breached_password;
          await resetStart();
          deps.go({ name: 'password-email-sent', reason: breached ? 'breached' : 'dedupe', email });
        }
      });
    },

    forgot: () => run(async () => (await resetStart(), deps.go({ name: 'password-email-sent', reason: 'forgot', email }))),

    /** A passwordless user chose to set a password: the reset email sets it. */
    createInstead: () => run(async () => (await resetStart(), deps.go({ name: 'password-email-sent', reason: 'set-new', email }))),

    /**
     * What a passwordless user gets at once: a magic link, else an email passcode, else a reset
     * email, by the enabled products.
     */
    sendPasswordless() {
      return run(async () => {
        if (magicLink) {
          await magicLink.send(email);
          sent.value = 'magic-link';
          return;
        }
        if (emailPasscode) return emailPasscode.signIn(email);
        await resetStart();
        deps.go({ name: 'password-email-sent', reason: 'set-new', email });
      });
    },

    /** 'Didn't get it? Resend email': a toast says how it went. */
    async resendReset() {
      if (busy.value) return;
      busy.value = true;
      try {
        await resetStart();
        toasts.show({ key: 'emailResent' }, 'success');
      } catch (reason) {
        toasts.show(messageOf(reason), 'error');
        deps.reportError(reason);
      } finally {
        busy.value = false;
      }
    },

    /** 'Email me a login link': a magic link, then EmailConfirmation. */
    emailLoginLink: () =>
      run(async () => {
        if (magicLink) await magicLink.signIn(email);
      }),

    /** 'Email me a login code': an email passcode and its screen. */
    emailLoginCode: () => run(async () => {
      if (emailPasscode) await emailPasscode.signIn(email);
    }),

    /** 'Login without a password': a magic link when enabled, else an email passcode when enabled. */
    loginWithoutPassword() {
      if (offersMagicLink) return this.emailLoginLink();
      return offersPasscode ? this.emailLoginCode() : Promise.resolve();
    },

    dispose() {
      strength.dispose();
      toasts.dispose();
    },
  };
}
export type PasswordModel = ReturnType<typeof createPasswordModel>;
