import { useEffect, useId, useRef } from 'react';
import { format } from '../../i18n/en';
import { enOtp } from './strings';
import { Button } from '../../ui/Button';
import { Heading } from '../../ui/Container';
import { Banner } from '../../ui/Feedback';
import { ProgressBar } from '../../ui/ProgressBar';
import { OTP_LENGTH, OtpField } from '../../ui/OtpField';
import { Toasts } from '../../ui/Toasts';
import { ResendRow } from '../../ui/ResendRow';
import { segmentsOf, textOf, useLang, useMessages } from '../../screens/messages';
import { interpolate } from '../../screens/interpolate';
import type { ScreenProps } from '../../login/screenProps';
import type { OtpStep } from './model';
import { useLazyTextStyles } from '../../ui/lazyStyles';

/**
 * m:ss (docs/spec/product.md §2) in the locale's digits. Not Intl.DurationFormat: its digital style
 * pads the minutes (04:59), and each of the widget's languages writes m:ss with a colon.
 */
export const minutesAndSeconds = (seconds: number, lang: string) =>
  `${Math.floor(seconds / 60).toLocaleString(lang)}:${(seconds % 60).toLocaleString(lang, { minimumIntegerDigits: 2 })}`;

export function OtpAuthenticate({ step }: ScreenProps<OtpStep, 'otp-authenticate'>) {
  const t = useMessages(enOtp);
  const lang = useLang();
  useLazyTextStyles();
  const id = useId();
  const errorId = `${id}-error`;
  const { otp } = step;
  const busy = otp.busy.value;
  const error = otp.error.value;
  const seconds = otp.secondsLeft.value;
  const locked = otp.locked.value;
  // A locked code: focus goes to the way out, not to boxes that no longer take a code.
  const newCode = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (locked) newCode.current?.querySelector('button')?.focus();
  }, [locked]);
  return (
    <>
      <Heading id={`${id}-heading`}>{t.enterPasscode}</Heading>
      <p id={`${id}-sentence`}>{interpolate(t.passcodeSentTo, { destination: otp.sent.value.destination })}</p>
      <div className="aw-stack">
        <OtpField
          label={t.passcodeLabel}
          digitLabel={(position) => format(t.digitLabel, { n: position, total: OTP_LENGTH }, lang)}
          disabled={busy || locked}
          // Only wrong digits mark the boxes; a dropped connection says nothing about them.
          invalid={error?.key === 'invalidPasscode' || locked}
          describedBy={errorId}
          introducedBy={`${id}-heading ${id}-sentence`}
          resetKey={otp.reset.value}
          onComplete={(code) => void otp.verify(code)}
        />
        <div role="status">
          {busy && (
            <>
              <p className="aw-muted">{t.verifyingPasscode}</p>
              <ProgressBar label={t.verifyingPasscode} />
            </>
          )}
        </div>
        <Banner id={errorId} segments={segmentsOf(t, error, lang)} />
        {locked && (
          <div ref={newCode}>
            <Button variant="secondary" busy={busy} onClick={() => void otp.resend()}>
              {t.getNewCode}
            </Button>
          </div>
        )}
        {/* The toast answering 'Resend code' stands in the resend row's place: nothing moves (ui/Toasts.tsx). */}
        <Toasts
          toasts={otp.toasts.list.value.map((toast) => ({ id: toast.id, variant: toast.variant, text: textOf(t, toast.message, lang), count: toast.count }))}
          dismissLabel={t.dismiss}
          onDismiss={otp.toasts.dismiss}
        >
          {/* The countdown is not read out each second; its end is, once. */}
          <ResendRow
            sentence={
              <>
                {seconds > 0 && <span aria-live="off">{interpolate(t.codeExpiresIn, { time: minutesAndSeconds(seconds, lang) })}</span>}
                <span role="status">{seconds > 0 ? '' : t.codeExpired}</span>
              </>
            }
            action={t.resendCode}
            disabled={busy}
            onClick={() => void otp.resend()}
          />
        </Toasts>
      </div>
    </>
  );
}
