// Every visible string of the widget, the spec's texts verbatim. Other locales must satisfy
// `Messages`. Strings only a lazy group shows are kept in that group's object, so each file
// carries just the strings it renders; a product's strings live in its folder (strings.ts).
import type { ProductMessages } from '../products/table';

/** The main file's strings. */
export const en = {
  header: 'Sign up or log in',
  loading: 'Loading',
  networkError: 'Unable to contact our servers.',
  somethingWrong: 'Something went wrong. Please try again.',
  back: 'Back',
  poweredBy: 'Powered by',
  formTabs: 'Sign-in method',
  tabSms: 'Text',
  tabWhatsapp: 'WhatsApp',
  tabEmail: 'Email',
  emailLabel: 'Email',
  emailPlaceholder: 'example@email.com',
  phoneLabel: 'Phone number',
  countryLabel: 'Country',
  continueWithEmail: 'Continue with email',
  continue: 'Continue',
  invalidEmailAddress: 'Invalid email address',
  invalidPhone: 'Invalid phone number, please try again.',
  configNoProducts: 'Error: Please add a product to the config.',
  /** The divider between the social/wallet buttons and the form. */
  or: 'or',
};

/**
 * Strings that more than one lazy group shows; each group's object includes them, so every
 * string is still written (and translated) once.
 */
export const enShared = {
  loggingIn: 'Logging in',
  dismiss: 'Dismiss',
  /** OTPConfirmation's and PasskeyConfirmation's heading. */
  success: 'Success',
  /** PasswordConfirmation's texts, also shown after a magic-link or reset-link login (product-spec.md §4). */
  signedInHeader: 'Success!',
  signedInText: 'You have successfully logged in.',
};

/**
 * What a person reads for an API error whose server text is for developers (issue 9). The client
 * chunk (api/errors.ts) makes these, so the main file carries none of them.
 */
export const enApiErrors = {
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  /** The same when the answer said how long to wait; {wait} is one of enWaits. */
  tooManyRequestsWait: 'Too many attempts. Please try again in {wait}.',
  notSetUp: "Sign-in is not set up correctly on this site. Please contact the site's support.",
};

/** How long to wait, as tooManyRequestsWait's {wait}: whole seconds or minutes. */
export const enWaits = {
  second: '1 second',
  seconds: '{count} seconds',
  minute: '1 minute',
  minutes: '{count} minutes',
};

/**
 * The passkey-registration widget's strings (product-spec.md §2 Passkey screens, §8); it shows
 * none of the shared ones, so its chunk carries none.
 */
export const enPasskeyRegistration = {
  passkeySetupHeader: 'Set up a new Passkey',
  passkeySetupText: "With Passkeys you don't need to remember complex passwords.",
  createPasskey: 'Create a Passkey',
  skip: 'Skip',
  existingPasskeys: 'Existing Passkeys',
  noPasskeys: 'No passkeys yet.',
  passkeyName: 'Passkey name',
  renamePasskey: 'Rename {name}',
  saveName: 'Save name',
  deletePasskey: 'Delete {name}',
  deleteWarning: 'Once deleted, the passkey cannot be restored.',
  confirmDelete: 'Delete',
  cancel: 'Cancel',
  setUpAnother: 'Set up another Passkey',
  done: 'Done',
  noUser: 'Error: Cannot use PasskeyRegistration component without active user authenticated.',
  passkeyAlreadyRegistered:
    'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  passkeyNotCreated: 'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.',
  /** The same failure from 'Set up another Passkey', on the list, which has no 'Create a Passkey' or 'Skip'. */
  passkeyNotCreatedOnList: 'Your Passkey was not created. Click “Set up another Passkey” to try again.',
  tryAgain: 'Try again',
};

/**
 * The identity-provider widget's strings (product-spec.md §2 IDPConsent, §5, §8, §9). The scope
 * descriptions, the manifest's header, the redirect line, the frame refusal and the success text
 * are ours: the spec names the scopes' meaning but not their sentences.
 */
export const enIdentityProvider = {
  success: enShared.success,
  errorHeader: 'Looks like there was an error!',
  missingParam: 'Required parameter is missing: {param}. Please reach out to the application developer.',
  noSession: 'No active session detected. Please log in to continue.',
  accessDenied: 'Access to the application was denied.',
  /** Clickjacking defence (P10): shown instead of Allow or Yes inside another site's frame. */
  framed: 'For your security, this page cannot be used inside another website. Open it in its own window to continue.',
  consentHeader: 'Sign in to {client} with {project}',
  consentHeaderCustom: '{client} wants to access your {project} account',
  manifestHeader: 'This will allow {client} to:',
  scopeOpenid: 'Verify your identity',
  scopeProfile: 'View your profile info',
  scopeProfileDetails: 'Name, picture and language',
  scopeEmail: 'Email',
  scopePhone: 'Phone',
  scopeOfflineAccess: 'Maintain offline access',
  scopeCustom: 'Use the {scope} scope',
  redirectHost: 'You will be sent to {host}.',
  allow: 'Allow',
  deny: 'Deny',
  logoutHeader: 'Log out?',
  logoutText: 'Are you sure you want to log out of your {project} account?',
  yes: 'Yes',
  no: 'No',
  logoutDeclined: 'You have not been logged out. You may close this page.',
  redirecting: 'Redirecting you now.',
};

export type MainMessages = typeof en;
/** Every string: the main file's, each product's (products/table.ts) and each widget's. */
export type Messages = MainMessages & typeof enShared & typeof enPasskeyRegistration & typeof enIdentityProvider & ProductMessages;

/** Fills `{name}` placeholders; values are plain text and are rendered as text. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
