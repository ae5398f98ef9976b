// The passcode group, loaded lazily (the `otp` chunk): the model and its screens.
export { createOtpModel, sendOtp, startOtp } from './model';
export { OtpAuthenticate } from './OtpAuthenticate';
export { OtpConfirmation } from './OtpConfirmation';
