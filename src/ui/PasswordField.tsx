import { MAX_PASSWORD_LENGTH } from '../util/limits';
import { useStyles } from './StyleContext';
import { scopedStyles } from './widgetSheet';

export interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  visible: boolean;
  /** The toggle's one accessible name ('Show password'); whether it is on is its aria-pressed. */
  toggleLabel: string;
  /** `new-password` when creating, `current-password` when logging in: password managers read it. */
  autoComplete: 'new-password' | 'current-password';
  invalid?: boolean;
  describedBy?: string;
  onInput(value: string): void;
  onToggle(): void;
}

// The toggle is a 45 px square icon, so a narrow card leaves the input its width.
const STYLE = scopedStyles(`& .aw-password{& .aw-row input{flex:1;}& .aw-row button{flex:none;display:flex;align-items:center;justify-content:center;width:45px;height:45px;padding:0;background:none;border:1px solid var(--aw-inputs-borderColor);border-radius:var(--aw-inputs-borderRadius);color:var(--aw-colors-primary);cursor:pointer;}}`);

/** A password input with a show/hide toggle; the value is passed on exactly as typed (X8), up to 256 characters (X5). */
export function PasswordField(props: PasswordFieldProps) {
  useStyles(STYLE);
  return (
    <div className="aw-field aw-password" part="field" data-invalid={props.invalid || undefined}>
      <label htmlFor={props.id}>{props.label}</label>
      <div className="aw-row">
        <input
          part="input"
          id={props.id}
          type={(props.visible ? 'text' : 'password') as 'text'}
          value={props.value}
          maxLength={MAX_PASSWORD_LENGTH}
          autoComplete={props.autoComplete}
          autoCapitalize="off"
          spellcheck={false}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
          onInput={(event) => props.onInput((event.target as HTMLInputElement).value)}
        />
        <button type="button" part="button password-toggle" aria-label={props.toggleLabel} aria-pressed={props.visible} aria-controls={props.id} onClick={props.onToggle}>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true">
            <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
            <circle cx="12" cy="12" r="3" />
            {/* Struck through while the password shows: pressing again hides it. */}
            {props.visible && <path d="M3 3l18 18" />}
          </svg>
        </button>
      </div>
    </div>
  );
}
