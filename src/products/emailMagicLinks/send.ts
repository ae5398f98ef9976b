import { providerLocaleOf } from '../../i18n/locale';
import type { ProductModel } from '../../login/product';
import type { EmailMagicLinksContext } from './context';

/** EmailConfirmation, and the redirect page's 'Logging in' and confirmation. */
export type EmailMagicLinksStep = { name: 'email-confirmation'; email: string } | { name: 'link-authenticating' } | { name: 'login-confirmation' };

/** What Main holds of magic links. */
export interface EmailMagicLinksMain extends ProductModel {
  /** Sends a link and only sends (the password screens say so themselves). */
  send(address: string): Promise<void>;
  submitEmail(address: string): Promise<void>;
  start(): Promise<boolean>;
  /** EmailConfirmation's 'Try again': return to Main, the Email field as it was. */
  tryAgain(): Promise<void>;
}

/**
 * Sends a login or sign-up link: Main's part sends it itself (./index.ts), so the person's Enter
 * waits only for the client chunk and not for the group as well (docs/performance.md, 'Enter at
 * once'); the group sends with it too (the password screens' fallback). With a PKCE challenge when
 * the project requires one, so the link then only works in this browser. The send never waits
 * for the bootstrap: while it is unknown (a first visit, Enter pressed at once) the link is
 * PKCE-bound, which every project accepts, where leaving it out would fail one that requires it.
 * The email comes in the widget's language.
 */
export async function sendMagicLink(deps: Pick<EmailMagicLinksContext, 'client' | 'config' | 'locale' | 'emit'>, email: string) {
  const client = await deps.client.ready();
  const response = await client.api.magicLinks.loginOrCreate(
    email,
    { ...deps.config.emailMagicLinksOptions, locale: providerLocaleOf(deps.locale) },
    deps.client.bootstrap.get().data.pkce_required_for_email_magic_links !== false,
  );
  deps.emit({ type: 'MAGIC_LINK_LOGIN_OR_CREATE', data: { ...response, email } });
  deps.client.log('email_sent', { type: 'login_or_create_eml' });
}

/** The magic-link redirect page: the token in the URL signs in, or Main shows why not (docs/spec/api.md §7). */
export async function authenticateLink(context: EmailMagicLinksContext): Promise<void> {
  try {
    const auth = await (await context.client.ready()).authenticateFromUrl(context.sessionMinutes);
    if (auth) context.complete(auth, { name: 'login-confirmation' });
    else context.back();
  } catch (reason) {
    context.back();
    context.fail(reason);
  }
}

/**
 * EmailConfirmation's 'Try again': return to Main with the Email field as it was, as Back does, so
 * a mistyped address is corrected rather than typed again (issue 37).
 */
export function tryAgain(context: EmailMagicLinksContext): void {
  const current = context.step.value as EmailMagicLinksStep;
  context.client.log('email_try_again_clicked', { email: current.name === 'email-confirmation' ? current.email : '', type: 'login_or_create_eml' });
  context.back();
}
