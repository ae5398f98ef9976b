import { useId } from 'react';
import { format } from '../../i18n/en';
import { Button } from '../../ui/Button';
import { Banner, ProgressBar } from '../../ui/Feedback';
import { OtpField } from '../../ui/OtpField';
import { segmentsOf, useMessages } from '../messages';
import type { ScreenProps } from '../screenProps';

const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function OtpAuthenticate({ model, step }: ScreenProps<'otp-authenticate'>) {
  const t = useMessages();
  const errorId = `${useId()}-error`;
  const busy = model.busy.value;
  const error = model.error.value;
  const seconds = model.secondsLeft.value;
  return (
    <>
      <h1 tabIndex={-1}>{t.enterPasscode}</h1>
      <p>{format(t.passcodeSentTo, { destination: step.destination })}</p>
      <div className="aw-stack">
        <OtpField
          label={t.passcodeLabel}
          digitLabel={(position) => format(t.digitLabel, { n: position })}
          disabled={busy}
          invalid={error !== null}
          describedBy={errorId}
          resetKey={model.otpReset.value}
          onComplete={(code) => void model.verifyOtp(code)}
        />
        {busy && (
          <div>
            <p className="aw-muted">{t.verifyingPasscode}</p>
            <ProgressBar label={t.verifyingPasscode} />
          </div>
        )}
        <Banner id={errorId} variant="error" segments={segmentsOf(t, error)} />
        <p className="aw-muted" aria-live="off">
          {seconds > 0 ? format(t.codeExpiresIn, { time: minutesAndSeconds(seconds) }) : t.codeExpired}{' '}
          <Button variant="link" disabled={busy} onClick={() => void model.resendOtp()}>
            {t.resendCode}
          </Button>
        </p>
      </div>
    </>
  );
}
