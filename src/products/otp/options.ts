import type { OtpChannel } from '../../contract/index';

/** `config.otpOptions` (docs/spec/product.md §3); `methods` is required with the `otp` product. */
export interface OtpOptions {
  methods: OtpChannel[];
  expirationMinutes?: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
}

export interface OtpConfig {
  otpOptions?: OtpOptions;
}
