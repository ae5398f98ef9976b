// Every visible string of the widget, the spec's texts verbatim. Other locales must satisfy
// `Messages`. Strings only a lazy group shows are kept in that group's object, so each file
// carries just the strings it renders.

/** The main file's strings. */
export const en = {
  header: 'Sign up or log in',
  loading: 'Loading',
  networkError: 'Unable to contact our servers.',
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
  invalidEmailOtp: 'Invalid email, please try again.',
  invalidPhone: 'Invalid phone number, please try again.',
  configPasskeysAlone: 'Error: Cannot use Passkeys by itself, please add another product to the config.',
  configEmlAndEmailOtp: 'Error: Cannot use both EML and Email OTP',
  loginWithPasskey: 'Login with a Passkey',
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

/** The email magic-link group's strings. */
export const enEmailMagicLinks = {
  ...enShared,
  checkEmail: 'Check your email',
  emailSentTo: 'An email was sent to {email}.',
  openGmail: 'Open Gmail',
  openYahoo: 'Open Yahoo',
  openOutlook: 'Open Outlook',
  didntGetIt: "Didn't get it?",
  tryAgain: 'Try again',
};

/** The passcode group's strings. */
export const enOtp = {
  ...enShared,
  enterPasscode: 'Enter passcode',
  passcodeSentTo: 'A 6-digit passcode was sent to you at {destination}.',
  passcodeLabel: 'One-time passcode',
  digitLabel: 'Digit {n} of 6',
  verifyingPasscode: 'Verifying passcode...',
  codeExpiresIn: "Your code expires in {time}. Didn't get it?",
  codeExpired: 'Your code has expired.',
  resendCode: 'Resend code',
  codeResent: 'Code resent',
  passcodeVerified: 'Your passcode has been successfully verified.',
  invalidPasscode: 'Invalid passcode, please try again.',
};

/** The password group's strings (product-spec.md §2 Password screens, §5, §8). */
export const enPasswords = {
  ...enShared,
  passwordLabel: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  strengthLabel: 'Password strength',
  createAccountHeader: 'Create an account',
  createAccountText: 'Finish creating your account by setting a password.',
  loginHeader: 'Log in',
  passwordlessHeader: 'Check your email',
  passwordlessText: 'A login link was sent to you at {email}.',
  forgotHeader: 'Check your email for help signing in!',
  forgotText: 'We sent an email to {email} with a link to reset your password.',
  breachedText:
    'A different site where you use the same password had a security issue recently. For your safety, an email was sent to you at {email} with a link to reset your password.',
  dedupeText: "We want to make sure your account is secure and that it's really you logging in. A link to set your password was sent to you at {email}.",
  setNewText: 'A login link was sent to you at {email} to create a password for your account.',
  forgotPassword: 'Forgot Password?',
  emailMeALoginLink: 'Email me a login link',
  emailMeALoginCode: 'Email me a login code',
  createPasswordInstead: 'Create a password instead',
  resendEmail: "Didn't get it? Resend email",
  emailResent: 'Email resent',
  loginWithoutPassword: 'Login without a password',
  breachedHeader: 'Check your email to set a new password',
  dedupeHeader: 'Check your email to set a new password!',
  setNewHeader: 'Check your email!',
  resetPasswordHeader: 'Reset your password',
  loggingInEllipsis: 'Logging in...',
  ludsMinimumLength: 'Must be at least {min} characters long',
  ludsComplexity: 'Must contain {n} of the following: uppercase letter, lowercase letter, number, symbol',
  ludsMissing: '{count} more needed',
  breachedPassword:
    'This password may have been used on a different site that experienced a security issue. Please choose another password.',
};

/** The passkey login group's strings (product-spec.md §2 Passkey screens, §8). */
export const enPasskeys = {
  ...enShared,
  passkeyAuthenticated: 'Your Passkey has been successfully authenticated.',
  passkeyNotFound:
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  passkeyUnknownError: 'Unknown error occurred during passkey authentication. Please try again.',
};

/** The passkey-registration widget's strings (product-spec.md §2 Passkey screens, §8). */
export const enPasskeyRegistration = {
  ...enShared,
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
};

export type MainMessages = typeof en;
export type Messages = MainMessages &
  typeof enEmailMagicLinks &
  typeof enOtp &
  typeof enPasswords &
  typeof enPasskeys &
  typeof enPasskeyRegistration;

/** Fills `{name}` placeholders; values are plain text and are rendered as text. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}
