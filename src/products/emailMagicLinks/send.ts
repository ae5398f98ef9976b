import type { LoginConfig, WidgetEvent } from '../options';
import type { ClientHandle } from '../session/clientHandle';

/**
 * Sends a login or sign-up link (the lazy `emailMagicLinks` group), with a PKCE challenge when
 * the project requires one, so the link then only works in this browser.
 */
export async function sendMagicLink(deps: { client: ClientHandle; config: LoginConfig; emit(event: WidgetEvent): void }, email: string) {
  const client = await deps.client.ready();
  await client.loadBootstrap();
  const response = await client.api.magicLinks.loginOrCreate(
    email,
    deps.config.emailMagicLinksOptions ?? {},
    deps.client.bootstrap.get().data.pkce_required_for_email_magic_links === true,
  );
  deps.emit({ type: 'MAGIC_LINK_LOGIN_OR_CREATE', data: { ...response, email } });
  deps.client.log('email_sent', { type: 'login_or_create_eml' });
}
