import { enShared } from '../../i18n/en';
import { enPasswordForm } from '../../screens/passwordForm';

/** The reset-password widget's strings: the password form's, which the passwords product shows too. */
export const enResetPassword = { ...enShared, ...enPasswordForm } as const;
