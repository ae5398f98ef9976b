import type { ReactNode } from 'react';

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
  return (
    <div className="aw-field" part="field" data-invalid={props.invalid || undefined}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        part="input"
        id={props.id}
        type={(props.type ?? 'text') as 'text'}
        // Addresses and numbers read left to right, in a right-to-left widget too.
        dir={props.type === 'email' || props.type === 'tel' ? 'ltr' : undefined}
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
