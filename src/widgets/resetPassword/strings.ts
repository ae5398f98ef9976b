import { enShared } from '../../i18n/en';
import { enPasswordForm } from '../../screens/passwordForm';

// docs/spec/product.md §2 Password screens (PasswordResetForm without a usable link).
/** The no-token screen's way to ask for a new link: only this widget shows it. */
export const enResetLink = {
  sendNewResetLink: 'Email me a new link',
  newResetLinkSent: 'A new link to reset your password was sent to {email}.',
} as const;

/** The reset-password widget's strings: the password form's, which the passwords product shows too, and its own. */
export const enResetPassword = { ...enShared, ...enPasswordForm, ...enResetLink } as const;
