// The password group, loaded lazily (the `passwords` chunk): the model and its screens.
export { startPasswords } from './model';
export { PasswordConfirmation } from './PasswordConfirmation';
export { PasswordCreateOrLogin } from './PasswordCreateOrLogin';
export { PasswordEmailSent } from './PasswordEmailSent';
