// Passkey login, loaded lazily (the `passkeys` chunk): the browser's WebAuthn requests, the flow,
// its strings and PasskeyConfirmation. Only configs with passkeys, and the registration widget
// (for its requests), download it.
export { createPasskeyLogin } from '../../flows/passkeys';
export { enPasskeys } from '../../i18n/en';
export { createCeremonies } from '../../lazy/webauthn';
export { PasskeyConfirmation } from './PasskeyConfirmation';
