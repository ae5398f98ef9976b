import { useState, type ReactNode, type Ref } from 'react';

export interface ButtonProps {
  children: ReactNode;
  /** 'danger': a destructive action, styled by the chunk that uses it (the passkey list's Delete). */
  variant?: 'primary' | 'secondary' | 'link' | 'danger';
  type?: 'button' | 'submit';
  disabled?: boolean;
  busy?: boolean;
  /** The id of the text that says why the button is disabled. */
  describedBy?: string;
  /** Gets the click, so a screen can tell a person's (`isTrusted`) from a script's `click()`. */
  onClick?: (event: { isTrusted: boolean }) => void;
  /** For a screen that moves focus to the button (a confirmation's Cancel, say). */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * A disabled or busy button is `aria-disabled`, not `disabled`: it keeps focus while busy and stays
 * in the tab order, so a keyboard user can find it and hear why; activating it does nothing.
 * A screen's buttons share its busy flag, but only the one doing the work shows progress (issue 37):
 * the one pressed, or the form's submit button (an Enter in a field).
 */
export function Button({ children, variant = 'primary', type = 'button', disabled, busy, describedBy, onClick, buttonRef }: ButtonProps) {
  const inactive = disabled || busy;
  const [pressed, setPressed] = useState(false);
  // The work is over: the next busy spell is another button's unless this one is pressed again.
  if (!busy && pressed) setPressed(false);
  return (
    <button
      ref={buttonRef}
      part={`button button-${variant}`}
      className={variant === 'link' ? 'aw-btn-link' : `aw-btn aw-btn-${variant}`}
      type={type}
      aria-disabled={inactive || undefined}
      aria-busy={(busy && (type == 'submit' || pressed)) || undefined}
      aria-describedby={describedBy}
      onClick={(event) => (inactive ? event.preventDefault() : (setPressed(true), onClick?.(event)))}
    >
      {children}
    </button>
  );
}
