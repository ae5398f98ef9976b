// The passkey-registration widget, loaded lazily (the `passkeyRegistration` chunk): its model and
// screens. The browser's WebAuthn requests come from the `passkeys` chunk.
export { createPasskeyRegistrationModel } from '../../flows/passkeyRegistration';
export { PasskeyRegistrationWidget } from './PasskeyRegistrationWidget';
