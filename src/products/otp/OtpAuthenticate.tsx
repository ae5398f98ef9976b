import { useId } from 'react';
import { format } from '../../i18n/en';
import { enOtp } from './strings';
import { Button } from '../../ui/Button';
import { Banner } from '../../ui/Feedback';
import { ProgressBar } from '../../ui/ProgressBar';
import { OtpField } from '../../ui/OtpField';
import { Toasts } from '../../ui/Toasts';
import { segmentsOf, textOf, useMessages } from '../../screens/messages';
import type { ScreenProps } from '../../screens/screenProps';

const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function OtpAuthenticate({ step }: ScreenProps<'otp-authenticate'>) {
  const t = useMessages(enOtp);
  const errorId = `${useId()}-error`;
  const { otp } = step;
  const busy = otp.busy.value;
  const error = otp.error.value;
  const seconds = otp.secondsLeft.value;
  return (
    <>
      <h1 tabIndex={-1}>{t.enterPasscode}</h1>
      <p>{format(t.passcodeSentTo, { destination: otp.sent.value.destination })}</p>
      <div className="aw-stack">
        <OtpField
          label={t.passcodeLabel}
          digitLabel={(position) => format(t.digitLabel, { n: position })}
          disabled={busy}
          invalid={error !== null}
          describedBy={errorId}
          resetKey={otp.reset.value}
          onComplete={(code) => void otp.verify(code)}
        />
        {busy && (
          <div>
            <p className="aw-muted">{t.verifyingPasscode}</p>
            <ProgressBar label={t.verifyingPasscode} />
          </div>
        )}
        <Banner id={errorId} segments={segmentsOf(t, error)} />
        <p className="aw-muted" aria-live="off">
          {seconds > 0 ? format(t.codeExpiresIn, { time: minutesAndSeconds(seconds) }) : t.codeExpired}{' '}
          <Button variant="link" disabled={busy} onClick={() => void otp.resend()}>
            {t.resendCode}
          </Button>
        </p>
      </div>
      <Toasts
        toasts={otp.toasts.list.value.map((toast) => ({ id: toast.id, variant: toast.variant, text: textOf(t, toast.message) }))}
        dismissLabel={t.dismiss}
        onDismiss={otp.toasts.dismiss}
      />
    </>
  );
}
