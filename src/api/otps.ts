import type { OtpChannel } from '../contract/index';
import type { Call } from './transport';
import { expectOptionalNumber, expectString } from './validate';

export const DEFAULT_OTP_EXPIRATION_MINUTES = 5;

export interface OtpOptions {
  expirationMinutes?: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
  locale?: string;
}

export function otpsApi(call: Call) {
  return {
    /** Sends a passcode to an E.164 phone number (sms, whatsapp) or an email address. */
    loginOrCreate(channel: OtpChannel, destination: string, options: OtpOptions) {
      const name = `otps.${channel}.loginOrCreate`;
      expectString(name, channel === 'email' ? 'email' : 'phone_number', destination);
      const expiration_minutes =
        expectOptionalNumber(name, 'expiration_minutes', options.expirationMinutes) ?? DEFAULT_OTP_EXPIRATION_MINUTES;
      if (channel === 'email') {
        return call(
          'POST /otps/email/login_or_create',
          {
            email: destination,
            expiration_minutes,
            locale: options.locale,
            login_template_id: options.loginTemplateId,
            signup_template_id: options.signupTemplateId,
          },
          { antiFraud: true },
        );
      }
      const body = { phone_number: destination, expiration_minutes, locale: options.locale };
      return channel === 'sms'
        ? call('POST /otps/sms/login_or_create', body, { antiFraud: true })
        : call('POST /otps/whatsapp/login_or_create', body, { antiFraud: true });
    },
    authenticate(code: string, methodId: string, sessionDurationMinutes: number) {
      const name = 'otps.authenticate';
      expectString(name, 'code', code);
      expectString(name, 'method_id', methodId);
      expectOptionalNumber(name, 'session_duration_minutes', sessionDurationMinutes);
      return call(
        'POST /otps/authenticate',
        { token: code, method_id: methodId, session_duration_minutes: sessionDurationMinutes },
        { antiFraud: true },
      );
    },
  };
}
