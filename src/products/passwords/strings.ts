import { enShared } from '../../i18n/en';

/** The password group's strings (product-spec.md §2 Password screens, §5, §8). */
export const enPasswords = {
  ...enShared,
  passwordLabel: 'Password',
  /** The show/hide toggle's one name; its state is aria-pressed. */
  showPassword: 'Show password',
  strengthLabel: 'Password strength',
  /** The strength meter's value in words (aria-valuetext): the server calls the password acceptable or not. */
  strengthWeak: 'Weak',
  strengthStrong: 'Strong',
  passwordAcceptable: 'This password is strong enough.',
  /** Why Continue waits when no other line says so (no spec text): an empty field, the first check, a weak password without a warning. */
  enterPassword: 'Enter a password to continue.',
  checkingPassword: 'Checking your password...',
  passwordNotStrongEnough: 'This password is not strong enough yet.',
  /** PasswordResetForm opened without a reset link's token (no spec text). */
  resetLinkMissing: 'This password reset link is incomplete or was already used. Open the link in your email again, or ask for a new one.',
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
  /** Plural by the minimum itself: `{ min, count: min }`. */
  ludsMinimumLength: { one: 'Must be at least {min} character long', other: 'Must be at least {min} characters long' },
  ludsComplexity: 'Must contain {n} of the following: uppercase letter, lowercase letter, number, symbol',
  ludsMissing: { one: '{count} more needed', other: '{count} more needed' },
  /** A LUDS requirement the password meets; the line stays, so the display keeps its height (issue 9). */
  ludsMet: 'done',
  breachedPassword:
    'This password may have been used on a different site that experienced a security issue. Please choose another password.',
} as const;
