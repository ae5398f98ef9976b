// Passkey login, loaded lazily (the `passkeys` chunk): the browser's WebAuthn requests, the flow,
// its strings and PasskeyConfirmation. Only configs with passkeys, and the registration widget
// (for its requests), download it.
export { createCeremonies } from '../../lazy/webauthn';
export { createMainPasskeyLogin } from './login';
export { PasskeyConfirmation } from './PasskeyConfirmation';
export { enPasskeys } from './strings';
