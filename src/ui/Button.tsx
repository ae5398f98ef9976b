import type { ReactNode } from 'react';

export interface ButtonProps {
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'link';
  type?: 'button' | 'submit';
  disabled?: boolean;
  busy?: boolean;
  onClick?: () => void;
}

export function Button({ children, variant = 'primary', type = 'button', disabled, busy, onClick }: ButtonProps) {
  return (
    <button
      part={`button button-${variant}`}
      className={variant === 'link' ? 'aw-btn-link' : `aw-btn aw-btn-${variant}`}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** A link that looks like a secondary button (the mail links of EmailConfirmation). */
export function LinkButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a part="button button-secondary" className="aw-btn aw-btn-secondary" href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
