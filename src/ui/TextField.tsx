import type { ReactNode } from 'react';
import { useCss } from './CssContext';

export const FIELD = `display:flex;flex-direction:column;gap:4px;
& label{font-size:14px;color:var(--aw-text)}
& input,& select{box-sizing:border-box;height:45px;padding:0 12px;font:inherit;font-size:18px;width:100%;min-width:0;
background:var(--aw-input-bg);color:var(--aw-input-text);border:1px solid var(--aw-input-border);border-radius:var(--aw-input-radius)}
& input::placeholder{color:var(--aw-placeholder)}
& input:focus-visible,& select:focus-visible{outline:2px solid var(--aw-primary);outline-offset:1px}`;

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onInput(value: string): void;
  type?: 'email' | 'text' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'email' | 'tel' | 'numeric' | 'text';
  maxLength?: number;
  invalid?: boolean;
  describedBy?: string;
  children?: ReactNode;
}

export function TextField(props: TextFieldProps) {
  const css = useCss();
  return (
    <div className={css(FIELD)} part="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        part="input"
        id={props.id}
        type={(props.type ?? 'text') as 'text'}
        value={props.value}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        onInput={(event) => props.onInput((event.target as HTMLInputElement).value)}
      />
      {props.children}
    </div>
  );
}
