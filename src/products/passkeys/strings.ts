import { enShared } from '../../i18n/en';

/** Shown by Main, in the main file. */
export const enPasskeysMain = {
  loginWithPasskey: 'Login with a Passkey',
  configPasskeysAlone: 'Error: Cannot use Passkeys by itself, please add another product to the config.',
} as const;

// docs/spec/product.md §2 Passkey screens, §8.
/** The passkey sign-in's texts. */
export const enPasskeys = {
  ...enShared,
  passkeyAuthenticated: 'Your Passkey has been successfully authenticated.',
  /** Under 'Login with a Passkey' while its sign-in waits for the browser's prompt and the server. */
  passkeyLoggingIn: 'Logging in with your Passkey...',
  passkeyNotFound:
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  passkeyUnknownError: 'Unknown error occurred during passkey authentication. Please try again.',
} as const;
