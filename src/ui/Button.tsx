import type { ReactNode } from 'react';
import { useCss } from './CssContext';

const BASE = `box-sizing:border-box;width:100%;height:45px;padding:0 16px;font:inherit;font-size:18px;font-weight:600;cursor:pointer;border:1px solid;display:flex;align-items:center;justify-content:center;gap:8px;
&:disabled{opacity:.6;cursor:default}&:focus-visible{outline:2px solid var(--aw-primary);outline-offset:2px}`;
const VARIANTS = {
  primary: `${BASE};background:var(--aw-btn-bg);color:var(--aw-btn-text);border-color:var(--aw-btn-border);border-radius:var(--aw-btn-radius)`,
  secondary: `${BASE};background:var(--aw-btn2-bg);color:var(--aw-btn2-text);border-color:var(--aw-btn2-border);border-radius:var(--aw-btn2-radius)`,
  link: `background:none;border:0;padding:0;font:inherit;font-weight:700;color:var(--aw-primary);text-decoration:underline;cursor:pointer;&:disabled{opacity:.6;cursor:default}`,
};

export interface ButtonProps {
  children: ReactNode;
  variant?: keyof typeof VARIANTS;
  type?: 'button' | 'submit';
  disabled?: boolean;
  busy?: boolean;
  onClick?: () => void;
}

export function Button({ children, variant = 'primary', type = 'button', disabled, busy, onClick }: ButtonProps) {
  const css = useCss();
  return (
    <button
      part={`button button-${variant}`}
      className={css(VARIANTS[variant])}
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
  const css = useCss();
  return (
    <a part="button button-secondary" className={css(`${VARIANTS.secondary};text-decoration:none;font-size:16px`)} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
