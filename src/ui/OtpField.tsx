import { useEffect, useRef, useState } from 'react';
import { useStyles } from './StyleContext';
import { scopedStyles } from './widgetSheet';

/** How many digits a passcode has. */
export const OTP_LENGTH = 6;
const LENGTH = OTP_LENGTH;
// Only what differs from the main stylesheet's inputs.
const STYLE = scopedStyles(`& .aw-otp{display:flex;gap:8px;max-width:316px;& input{flex:1;height:52px;padding:0;text-align:center;font-size:22px;}}`);

export interface OtpFieldProps {
  label: string;
  digitLabel(position: number): string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /**
   * What the first box adds to its description: the screen's heading and sentence, since the first
   * box, not the heading, takes focus on arrival (a phone's keyboard opens at once).
   */
  introducedBy?: string;
  /** Changing it empties the boxes (after a wrong code, or a resend). */
  resetKey: unknown;
  onComplete(code: string): void;
}

/** Six digit boxes: digits only, paste or autofill fills them, the sixth digit submits. */
export function OtpField(props: OtpFieldProps) {
  useStyles(STYLE);
  const [digits, setDigits] = useState<string[]>(() => Array<string>(LENGTH).fill(''));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  // After a wrong code or a resend the boxes empty and typing starts again at the first one; on
  // the screen's arrival the frame focuses the first box (data-focus).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    setDigits(Array(LENGTH).fill(''));
    // Boxes that take no code (a locked one) leave focus to the screen, which moves it to the way out.
    if (!props.disabled) inputs.current[0]?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new resetKey empties the boxes, not a change of disabled
  }, [props.resetKey]);

  const fill = (from: number, typed: string) => {
    if (props.disabled) return;
    // Arabic-Indic, Persian and full-width digits (an Arabic keyboard, a Japanese IME) become ASCII:
    // their code points end in the digit's value. The code stays ASCII whatever the locale.
    const incoming = typed
      .replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g, (digit) => String(digit.charCodeAt(0) & 15))
      .replace(/\D/g, '')
      .slice(0, LENGTH - from);
    const next = [...digits];
    if (incoming === '') next[from] = '';
    for (let i = 0; i < incoming.length; i++) next[from + i] = incoming[i];
    setDigits(next);
    inputs.current[Math.min(from + incoming.length, LENGTH - 1)]?.focus();
    if (incoming && next.every((digit) => digit !== '')) props.onComplete(next.join(''));
  };

  const onKeyDown = (index: number, event: KeyboardEvent) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      setDigits(next);
      inputs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowLeft' && index > 0) inputs.current[index - 1]?.focus();
    else if (event.key === 'ArrowRight' && index < LENGTH - 1) inputs.current[index + 1]?.focus();
  };

  return (
    <div role="group" aria-label={props.label} className="aw-otp" part="otp" dir="ltr">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          part="otp-digit"
          value={digit}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          aria-label={props.digitLabel(index + 1)}
          aria-invalid={props.invalid || undefined}
          aria-describedby={index === 0 && props.introducedBy ? `${props.introducedBy} ${props.describedBy ?? ''}`.trim() : props.describedBy}
          data-focus={(index === 0 && !props.disabled) || undefined}
          // Read-only, not disabled, while verifying: the focused box keeps focus (issue 9).
          readOnly={props.disabled}
          aria-disabled={props.disabled || undefined}
          onFocus={(event) => (event.target as HTMLInputElement).select()}
          onInput={(event) => {
            const input = event.target as HTMLInputElement;
            const typed = input.value;
            // The box shows the model's digit until the state update lands (letters never appear).
            input.value = digits[index];
            fill(index, typed);
          }}
          onPaste={(event) => {
            event.preventDefault();
            fill(index, event.clipboardData?.getData('text') ?? '');
          }}
          onKeyDown={(event) => onKeyDown(index, event as unknown as KeyboardEvent)}
        />
      ))}
    </div>
  );
}
