// Passkey login, loaded lazily (the `passkeys` chunk): the browser's WebAuthn requests, the flow,
// its strings and PasskeyConfirmation. Only configs with passkeys, and the registration widget
// (for its requests), download it. Main's part, the button, is here too.
import type { MainPart } from '../../login/product';
import { createPasskeysMain, type PasskeysGroup, type PasskeysMain } from './main';
import { PasskeyButton } from './PasskeyButton';

export const main: MainPart<PasskeysMain, object, PasskeysGroup> = { create: createPasskeysMain, Block: PasskeyButton };
export { createCeremonies } from '../../util/webauthn';
export { createMainPasskeyLogin } from './login';
export { PasskeyConfirmation } from './PasskeyConfirmation';
export { enPasskeys } from './strings';
