// The npm entry `auth-widget/elements`: importing it defines <auth-login>, <auth-reset-password>,
// <auth-passkey-registration> and <auth-identity-provider> (elements/defineElements.ts, as the
// CDN script does), guarded against a second definition. Types: each tag's element in
// HTMLElementTagNameMap, so `document.querySelector('auth-login')!.config` is checked.
import { defineElements } from './elements/defineElements';

export type { AuthWidgetElement } from './elements/defineElements';

defineElements();
