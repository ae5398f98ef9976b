// The passcode's first request, which Main's part makes itself (products/otp/index.ts): the
// person's Enter then waits only for the client chunk, not for the group as well
// (docs/performance.md, 'Enter at once'), and the group, fetched at mount, draws what follows. The group resends
// with it too.
import type { OtpChannel } from '../../contract/index';
import { DEFAULT_OTP_EXPIRATION_MINUTES } from '../../api/otps';
import type { UiMessage } from '../../flows/messages';
import { providerLocaleOf } from '../../i18n/locale';
import type { OtpContext } from './context';

/** A passcode that was sent: where to, and under which method id. */
export interface SentOtp {
  channel: OtpChannel;
  methodId: string;
  /** E.164 or an email address. */
  target: string;
  /** How to show the target to the user. */
  destination: string;
  expiresAt: number;
}

/** Sends a passcode (login or sign-up), in the widget's language, and says when it expires. */
export async function sendOtp(deps: Pick<OtpContext, 'client' | 'config' | 'locale' | 'now' | 'emit'>, channel: OtpChannel, target: string, destination: string): Promise<SentOtp> {
  const options = deps.config.otpOptions;
  const response = await (await deps.client.ready()).api.otps
    .loginOrCreate(channel, target, {
      expirationMinutes: options?.expirationMinutes,
      loginTemplateId: options?.loginTemplateId,
      signupTemplateId: options?.signupTemplateId,
      locale: providerLocaleOf(deps.locale),
    })
    .catch((error: unknown) => {
      // The server refused the address: the passcode form's own text (docs/spec/product.md §5), which
      // the client chunk, shared by every product, cannot know.
      if (channel === 'email' && (error as { error_type?: unknown } | null)?.error_type === 'invalid_email') {
        (error as { ui: UiMessage }).ui = { key: 'invalidEmailOtp' };
      }
      throw error;
    });
  deps.emit({ type: 'OTP_LOGIN_OR_CREATE', data: response });
  const expiresAt = deps.now() + (options?.expirationMinutes ?? DEFAULT_OTP_EXPIRATION_MINUTES) * 60_000;
  return { channel, methodId: response.method_id, target, destination, expiresAt };
}
