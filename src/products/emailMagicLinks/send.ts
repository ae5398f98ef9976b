import { providerLocaleOf } from '../../i18n/locale';
import type { LoginContext } from '../../flows/product';

/** EmailConfirmation, and the redirect page's 'Logging in' and confirmation. */
export type EmailMagicLinksStep = { name: 'email-confirmation'; email: string } | { name: 'link-authenticating' } | { name: 'login-confirmation' };

/**
 * Sends a login or sign-up link: Main's part sends it itself (./index.ts), so the person's Enter
 * waits only for the client chunk and not for the group as well (issue 8, npm run bench: Enter at
 * once); the group sends with it too (the password screens' fallback). With a PKCE challenge when
 * the project requires one, so the link then only works in this browser. The send never waits
 * for the bootstrap: while it is unknown (a first visit, Enter pressed at once) the link is
 * PKCE-bound, which every project accepts, where leaving it out would fail one that requires it.
 * The email comes in the widget's language.
 */
export async function sendMagicLink(deps: Pick<LoginContext, 'client' | 'config' | 'locale' | 'emit'>, email: string) {
  const client = await deps.client.ready();
  const response = await client.api.magicLinks.loginOrCreate(
    email,
    { ...deps.config.emailMagicLinksOptions, locale: providerLocaleOf(deps.locale) },
    deps.client.bootstrap.get().data.pkce_required_for_email_magic_links !== false,
  );
  deps.emit({ type: 'MAGIC_LINK_LOGIN_OR_CREATE', data: { ...response, email } });
  deps.client.log('email_sent', { type: 'login_or_create_eml' });
}

/** The magic-link redirect page: the token in the URL signs in, or Main shows why not (API.md §7). */
export async function authenticateLink(context: LoginContext): Promise<void> {
  try {
    const auth = await (await context.client.ready()).authenticateFromUrl(context.sessionMinutes);
    if (auth) context.complete(auth, { name: 'login-confirmation' });
    else context.back();
  } catch (reason) {
    context.back();
    context.fail(reason);
  }
}

/** EmailConfirmation's 'Try again': forget the email and return to Main. */
export function tryAgain(context: LoginContext): void {
  const current = context.step.value;
  context.client.log('email_try_again_clicked', { email: current.name === 'email-confirmation' ? current.email : '', type: 'login_or_create_eml' });
  context.email.value = '';
  context.back();
}
