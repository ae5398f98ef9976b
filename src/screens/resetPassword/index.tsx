// The reset-password widget, loaded lazily (the `resetPassword` chunk): pages that only mount the
// login widget never download it.
export { createResetPasswordModel } from '../../flows/resetPassword';
export { ResetPasswordWidget } from './ResetPasswordWidget';
