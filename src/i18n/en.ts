// The frame's English: the main file's texts and those every lazy group shares, the spec's texts
// verbatim. Other locales must satisfy the root's `AllMessages` (locales/types.ts). Strings only a lazy group shows are kept in that group's object, so each file
// carries just the strings it renders; a product's strings live in its folder (strings.ts).
import { INVALID_JSON, INVALID_RESPONSE, NETWORK_ERROR } from '../contract/sdkErrors';
import type { Text, Texts } from './texts';

export { format } from './texts';

/** The main file's strings. */
export const en = {
  header: 'Sign up or log in',
  loading: 'Loading',
  networkError: NETWORK_ERROR,
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
  /** Magic links and email passcodes both configured, without passwords to fold them into one tab. */
  configEmlAndEmailOtp: 'Error: Cannot use both EML and Email OTP',
  /** The divider between the social/wallet buttons and the form. */
  or: 'or',
} as const;

/**
 * Strings that more than one lazy group shows; each group's object includes them, so every
 * string is still written (and translated) once.
 */
export const enShared = {
  loggingIn: 'Logging in',
  dismiss: 'Dismiss',
  /** OTPConfirmation's and PasskeyConfirmation's heading. */
  success: 'Success',
  // docs/spec/product.md §4.
  /** PasswordConfirmation's texts, also shown after a magic-link or reset-link login. */
  signedInHeader: 'Success!',
  signedInText: 'You have successfully logged in.',
} as const;

// Issues 9 and 14; the client chunk's api/errors.ts makes these.
/**
 * What a person reads for an error whose text is not for people, or in a language other than the
 * server's. The client chunk makes these, with the English text beside the key, so the main file
 * carries none of them.
 */
export const enApiErrors = {
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  /** The same when the answer said how long to wait (Retry-After), in whole seconds or minutes. */
  tooManyRequestsSeconds: {
    one: 'Too many attempts. Please try again in 1 second.',
    other: 'Too many attempts. Please try again in {count} seconds.',
  },
  tooManyRequestsMinutes: {
    one: 'Too many attempts. Please try again in 1 minute.',
    other: 'Too many attempts. Please try again in {count} minutes.',
  },
  notSetUp: "Sign-in is not set up correctly on this site. Please contact the site's support.",
  // docs/spec/product.md §8.
  /** The SDK's errors, which a person may see. */
  invalidJson: INVALID_JSON,
  invalidResponse: INVALID_RESPONSE,
} as const;

// docs/spec/product.md §8.
/**
 * The server's errors that a person may read, by error_type: in English the server's own
 * error_message shows, so these are the source for the translations only and
 * no English bundle carries them. Any other type reads `somethingWrong` in another language.
 */
export const enServerErrors = {
  unauthorized_credentials: 'The email or password is incorrect.',
  invalid_credentials: 'The email or password is incorrect.',
  user_unauthenticated: 'You are not logged in. Please log in and try again.',
  invalid_secret_authentication: 'This link or code is not valid. Please try again.',
  session_not_found: 'Your session has ended. Please log in again.',
  invalid_session_token: 'Your session has ended. Please log in again.',
  unsubscribed_phone_number: 'This phone number has opted out of messages.',
  inactive_email: 'This email address cannot receive messages.',
  email_not_found: 'No account was found with this email.',
  phone_number_not_found: 'No account was found with this phone number.',
  unable_to_auth_magic_link: 'This link has expired or was already used. Please request a new one.',
  no_user_password: 'This account has no password. Please log in another way.',
  breached_password:
    'This password may have been used on a different site that experienced a security issue. Please choose another password.',
  reset_password: 'Please reset your password to continue. Check your email.',
  oauth_token_not_found: 'This sign-in has expired or was already used. Please try again.',
  oauth_state_mismatch: 'This sign-in has expired or was already used. Please try again.',
  invalid_code: 'This code is not valid. Please try again.',
  otp_code_not_found: 'Invalid passcode, please try again.',
  webauthn_registration_not_found:
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  oauth_callback_not_found: 'This sign-in has expired or was already used. Please try again.',
  user_lock_limit_reached: 'Too many failed attempts. This account is locked for a while; please try again later.',
  weak_password: 'This password is too weak. Please choose a stronger one.',
  duplicate_email: 'An account with this email already exists.',
  duplicate_webauthn_registration: 'This passkey is already registered.',
} as const;

export type MainMessages = Texts<typeof en>;
// Joined at the root by locales/types.ts `EnglishMessages`.
/**
 * A widget's texts by key, as a locale provides them. Each product and widget types its own keys;
 * the root joins them all and checks every locale against the whole.
 */
export type Messages = Partial<Record<string, Text>>;
