import type { OtpChannel } from '../../contract/index';

/** `config.otpOptions`: required, with `methods`, when `otp` is a product. */
export interface OtpOptions {
  /** Where passcodes go, one form tab each: `sms`, `whatsapp`, `email`. Not empty. */
  methods: OtpChannel[];
  /** How long a passcode works, in minutes; by default 5. */
  expirationMinutes?: number;
  /** The email template for an existing user's passcode, by its id in the provider's dashboard. */
  loginTemplateId?: string;
  /** The email template for a new user's passcode, by its id in the provider's dashboard. */
  signupTemplateId?: string;
}

/** The `otp` product's part of the login config. */
export interface OtpConfig {
  /** The passcodes' channels, lifetime and templates. */
  otpOptions?: OtpOptions;
}
