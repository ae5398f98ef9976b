import { enShared } from '../../i18n/en';
import { enPasswordForm } from '../../screens/passwordForm';

// docs/spec/product.md §2 Password screens, §5, §8.
/** The password screens' texts. */
export const enPasswords = {
  ...enShared,
  ...enPasswordForm,
  createAccountHeader: 'Create an account',
  createAccountText: 'Finish creating your account by setting a password.',
  loginHeader: 'Log in',
  change: 'Change',
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
  didntGetIt: "Didn't get it?",
  resendEmail: 'Resend email',
  emailResent: 'Email resent',
  breachedHeader: 'Check your email to set a new password',
  dedupeHeader: 'Check your email to set a new password!',
  setNewHeader: 'Check your email!',
} as const;
