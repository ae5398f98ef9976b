// The password form's texts, shown by the passwords product's screens and by the reset-password
// widget: the field, its strength display and what both screens say around it.

/** The password field, its strength display and the reset form's own lines (docs/spec/product.md §2 Password screens, §5). */
export const enPasswordForm = {
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
  loginWithoutPassword: 'Login without a password',
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
