import { enShared } from '../../i18n/en';

/** Shown by Main, in the main file. */
export const enOtpMain = {
  invalidEmailOtp: 'Invalid email, please try again.',
} as const;

/** The passcode group's strings. */
export const enOtp = {
  ...enShared,
  enterPasscode: 'Enter passcode',
  passcodeSentTo: 'A 6-digit passcode was sent to you at {destination}.',
  passcodeLabel: 'One-time passcode',
  digitLabel: 'Digit {n} of {total}',
  verifyingPasscode: 'Verifying passcode...',
  codeExpiresIn: "Your code expires in {time}. Didn't get it?",
  codeExpired: 'Your code has expired.',
  resendCode: 'Resend code',
  codeResent: 'Code resent',
  passcodeVerified: 'Your passcode has been successfully verified.',
  invalidPasscode: 'Invalid passcode, please try again.',
  passcodeLocked: 'Too many wrong tries: this passcode no longer works. Get a new code to try again.',
  getNewCode: 'Get a new code',
} as const;
