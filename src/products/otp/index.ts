// One-time passcodes by SMS, WhatsApp and email (docs/spec/product.md §2 OTP, §4): the Text and
// WhatsApp tabs, and the Email tab when no link or password product takes it.
import type { OtpChannel } from '../../contract/index';
import type { ProductDef, ProductModel } from '../../login/product';
import type { OtpStep } from './model';
import type { OtpConfig } from './options';
import { sendOtp } from './send';
import type { enOtp, enOtpMain } from './strings';
import { enOtpMain as strings } from './strings';

const CHANNELS: readonly OtpChannel[] = ['sms', 'whatsapp', 'email'];

/**
 * What Main holds of passcodes: a submit sends the passcode itself, so Enter waits only for the
 * client chunk, then shows OTPAuthenticate from the group (fetched at mount).
 */
export interface OtpMain extends ProductModel {
  /** Sends a passcode and shows OTPAuthenticate. */
  send(channel: OtpChannel, target: string, destination: string): Promise<void>;
  submitEmail(address: string): Promise<void>;
  submitPhone(channel: OtpChannel, e164: string, display: string): Promise<void>;
}

export const otp: ProductDef<'otp', OtpStep, OtpMain, typeof import('./chunk'), typeof enOtp & typeof enOtpMain, OtpConfig> = {
  name: 'otp',
  options: { otpOptions: { expirationMinutes: 'n', loginTemplateId: 's', signupTemplateId: 's' } },
  validate(config, { fail, known }) {
    const methods = known(config.otpOptions?.methods, 'config.otpOptions.methods', CHANNELS);
    if (!methods.length) fail('config.otpOptions.methods must not be empty when "otp" is a product.');
    return { otpOptions: { ...config.otpOptions, methods } };
  },
  tabs: (config) => config.otpOptions?.methods ?? [],
  email: { rank: 1, invalid: 'invalidEmailOtp' },
  chunks: ['otp'],
  screens: {
    'otp-authenticate': { group: 'otp', name: 'OtpAuthenticate', back: true },
    'otp-confirmation': { group: 'otp', name: 'OtpConfirmation' },
  },
  strings,
  main: {
    create(context) {
      const send = async (channel: OtpChannel, target: string, destination: string) => {
        const sent = await sendOtp(context, channel, target, destination);
        (await context.load()).showOtp(context, sent);
      };
      const submitEmail = (address: string) => send('email', address, address);
      return {
        send,
        submitEmail,
        // The password screens' 'Email me a login code', when email is one of its methods.
        ...(context.config.otpOptions?.methods.includes('email') && { offers: { emailPasscode: { signIn: submitEmail } } }),
        submitPhone: (channel, e164, display) => send(channel, e164, display),
      };
    },
  },
};
