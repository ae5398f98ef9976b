import { useStyles } from './StyleContext';
import { scopedStyles } from './widgetSheet';

export interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  visible: boolean;
  showLabel: string;
  hideLabel: string;
  /** `new-password` when creating, `current-password` when logging in: password managers read it. */
  autoComplete: 'new-password' | 'current-password';
  invalid?: boolean;
  describedBy?: string;
  onInput(value: string): void;
  onToggle(): void;
}

const STYLE = scopedStyles(`& .aw-password{& .aw-row input{flex:1;}& .aw-row button{flex:none;height:45px;padding:0 12px;background:none;border:1px solid var(--aw-inputs-borderColor);border-radius:var(--aw-inputs-borderRadius);color:var(--aw-colors-primary);font:inherit;font-size:14px;cursor:pointer;}}`);

/** A password input with a show/hide toggle; the value is passed on exactly as typed (X8). */
export function PasswordField(props: PasswordFieldProps) {
  useStyles(STYLE);
  return (
    <div className="aw-field aw-password" part="field">
      <label htmlFor={props.id}>{props.label}</label>
      <div className="aw-row">
        <input
          part="input"
          id={props.id}
          type={(props.visible ? 'text' : 'password') as 'text'}
          value={props.value}
          autoComplete={props.autoComplete}
          autoCapitalize="off"
          spellcheck={false}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
          onInput={(event) => props.onInput((event.target as HTMLInputElement).value)}
        />
        <button type="button" aria-pressed={props.visible} aria-controls={props.id} onClick={props.onToggle}>
          {props.visible ? props.hideLabel : props.showLabel}
        </button>
      </div>
    </div>
  );
}
