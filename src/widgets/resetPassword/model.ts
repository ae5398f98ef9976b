import { signal } from '@preact/signals';
import type { AuthResponse } from '../../contract/index';
import { passwordsApi } from '../../api/passwords';
import type { WidgetEvent } from '../../flows/config';
import type { ClientHandle } from '../../session/clientHandle';
import { firstCharacters, MAX_PASSWORD_LENGTH } from '../../util/limits';
import { actionRunner } from '../../flows/actions';
import { watchBootstrap } from '../../flows/bootstrap';
import { messageOf, type UiMessage } from '../../flows/messages';
import { createStrengthModel } from '../../flows/passwordStrength';
import { providerLocaleOf, type Locale } from '../../i18n/locale';

/**
 * `no-token`: the page was opened without a reset link's token, or the link was already used, so
 * there is nothing to reset; the screen asks for a new link instead.
 */
export type ResetStep = 'form' | 'no-token' | 'logging-in' | 'confirmation';

export interface ResetDeps {
  client: ClientHandle;
  /** The `passwordResetToken` option; otherwise the token comes from the page's URL. */
  token?: string;
  /**
   * The account's email when the host knows it (the `email` option); otherwise the address this
   * browser started the reset for. Password managers file the new password under it. Anything but
   * a string is reported and ignored.
   */
  email?: unknown;
  sessionMinutes: number;
  /** The widget's language, for the new link's email. */
  locale?: Locale;
  emit(event: WidgetEvent): void;
  reportError(error: unknown): void;
}

/**
 * PasswordResetForm's model (the lazy `resetPassword` group): a new password judged by the
 * server, sent with the reset token; or, on a reset email's 'log in without a password' link
 * (`stytch_token_type=login`), signing in with that link at once.
 */
export function createResetPasswordModel(deps: ResetDeps) {
  const { client } = deps;
  const watched = watchBootstrap(client);
  if (deps.email !== undefined && typeof deps.email !== 'string') {
    deps.reportError(new Error(`Invalid call to mountResetPassword\nemail must be a string, got ${typeof deps.email}.`));
  }
  const email = signal(typeof deps.email === 'string' ? deps.email : '');
  const urlParams = new URL(globalThis.location?.href ?? 'about:blank').searchParams;
  const urlType = urlParams.get('stytch_token_type');
  let token = deps.token;
  // Known at once from the address, so a page without a reset link never shows a form first.
  const hasResetLink = !!token || (urlType === 'reset_password' && urlParams.has('token'));
  const step = signal<ResetStep>(urlType === 'login' ? 'logging-in' : hasResetLink ? 'form' : 'no-token');
  const password = signal('');
  const visible = signal(false);
  const busy = signal(false);
  /** 'Login without a password' is working: its button says 'Logging in...'. */
  const loggingIn = signal(false);
  const error = signal<UiMessage | null>(null);
  /** Where a new reset link was sent from the no-token screen ('' until one was). */
  const sentTo = signal('');
  const strength = createStrengthModel(async (typed) => passwordsApi(await client.ready()).strengthCheck(typed, email.value));

  /** Failures show the server's error_message (or the error's text) under the form, and are reported. */
  const fail = (reason: unknown) => {
    // A used or expired link cannot be tried again: its screen becomes the one that asks for a new one.
    if ((reason as { error_type?: string } | null)?.error_type === 'unable_to_auth_magic_link') token = undefined;
    // Without a token there is no form to go back to: the no-token screen shows the error.
    step.value = token ? 'form' : 'no-token';
    error.value = messageOf(reason);
    deps.reportError(reason);
  };

  const run = actionRunner(busy, error, fail);

  const complete = (data: AuthResponse) => {
    step.value = 'confirmation';
    client.log('ui_authentication_success');
    deps.emit({ type: 'AUTHENTICATE_FLOW_COMPLETE', data });
  };

  return {
    step,
    email,
    password,
    visible,
    busy,
    loggingIn,
    error,
    sentTo,
    strength,
    bootstrap: watched.bootstrap,

    /** Reads the token the page was opened with; a login link signs in at once. */
    async start() {
      try {
        const loaded = await client.ready();
        if (urlType === 'login') {
          const auth = await loaded.authenticateFromUrl(deps.sessionMinutes);
          if (auth) complete(auth);
          else step.value = token ? 'form' : 'no-token';
          return;
        }
        token ??= loaded.takeUrlToken(['reset_password'])?.token;
        if (!token) step.value = 'no-token';
        email.value ||= passwordsApi(loaded).resetEmail() ?? '';
      } catch (reason) {
        fail(reason);
      }
    },

    setPassword(value: string) {
      password.value = firstCharacters(value, MAX_PASSWORD_LENGTH);
      strength.input(password.value);
    },
    toggleVisible() {
      visible.value = !visible.value;
    },

    /** Continue: enabled once the server calls the password valid. */
    async submit() {
      const resetToken = token;
      if (!resetToken || !strength.valid.value) return;
      await run(async () => {
        const loaded = await client.ready();
        const auth = await passwordsApi(loaded).resetByEmail(resetToken, password.value, deps.sessionMinutes);
        loaded.storeAuth(auth);
        deps.emit({ type: 'PASSWORD_RESET_BY_EMAIL', data: auth });
        complete(auth);
      });
    },

    /**
     * 'Login without a password': the reset token signs the user in as a magic link would (with
     * the reset's PKCE verifier), leaving the password as it was.
     */
    async loginWithoutPassword() {
      if (busy.value || !token) return;
      busy.value = loggingIn.value = true;
      error.value = null;
      try {
        const loaded = await client.ready();
        const auth = await loaded.api.magicLinks.authenticate(token, deps.sessionMinutes, 'passwords');
        loaded.storeAuth(auth);
        complete(auth);
      } catch (reason) {
        fail(reason);
      } finally {
        busy.value = loggingIn.value = false;
      }
    },

    setEmail(value: string) {
      email.value = value;
    },

    /**
     * 'Email me a new link' on the no-token screen: a reset email to the typed address whose links
     * lead back to this page (the reset page, which also takes the login link), without its query.
     */
    async requestNewLink() {
      const address = email.value.trim();
      sentTo.value = '';
      await run(async () => {
        // The loaded client's address rule, as the login form's: this chunk carries no copy of it.
        const loaded = await client.ready();
        if (!loaded.isValidEmail(address)) {
          error.value = { key: 'invalidEmailAddress' };
          return;
        }
        await loaded.loadBootstrap();
        const usePkce = client.bootstrap.get().data.pkce_required_for_password_resets === true;
        const here = new URL(globalThis.location?.href ?? 'about:blank');
        here.search = here.hash = '';
        const options = { resetPasswordRedirectURL: here.href, loginRedirectURL: here.href, locale: providerLocaleOf(deps.locale ?? 'en') };
        const response = await passwordsApi(loaded).resetByEmailStart(address, options, usePkce);
        deps.emit({ type: 'PASSWORD_RESET_BY_EMAIL_START', data: { ...response, email: address } });
        sentTo.value = address;
      });
    },

    dispose() {
      watched.stop();
      strength.dispose();
    },
  };
}
export type ResetPasswordModel = ReturnType<typeof createResetPasswordModel>;
