// Email and password (docs/spec/product.md §2 Password screens, §4): the Email tab asks users/search
// which PasswordCreateOrLogin to show; links and email passcodes fold into it.
import type { ProductDef } from '../../login/product';
import type { PasswordsStep } from './model';
import type { PasswordsConfig } from './options';
import { searchUser } from './search';
import type { enPasswords } from './strings';

export interface PasswordsMain {
  submitEmail(address: string): Promise<void>;
}

export const passwords: ProductDef<'passwords', PasswordsStep, PasswordsMain, typeof import('./chunk'), typeof enPasswords, PasswordsConfig> = {
  name: 'passwords',
  options: {
    passwordOptions: { loginRedirectURL: 's', resetPasswordRedirectURL: 's', resetPasswordExpirationMinutes: 'n', resetPasswordTemplateId: 's' },
    passwordConfirmation: { header: 's', text: 's' },
  },
  tabs: () => ['email'],
  // Links and email passcodes fold into its tab ('Email me a login link', 'Email me a login code').
  email: { rank: 3, invalid: 'invalidEmailAddress', combines: true },
  chunks: ['passwords'],
  screens: {
    'password-create-or-login': { group: 'passwords', name: 'PasswordCreateOrLogin', back: true },
    'password-email-sent': { group: 'passwords', name: 'PasswordEmailSent', back: true },
    'password-confirmation': { group: 'passwords', name: 'PasswordConfirmation' },
  },
  main: {
    create: (context) => ({
      async submitEmail(address) {
        const userType = await searchUser(context.client, address);
        await (await context.load()).startPasswords(context, address, userType);
      },
    }),
  },
};
