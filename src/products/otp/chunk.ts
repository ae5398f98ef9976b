// The passcode group, loaded lazily (the `otp` chunk): the model and its screens.
export { createOtpModel, showOtp } from './model';
export { OtpAuthenticate } from './OtpAuthenticate';
export { OtpConfirmation } from './OtpConfirmation';
