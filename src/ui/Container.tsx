import type { ReactNode } from 'react';
import { useCss } from './CssContext';

const ROOT = `position:relative;box-sizing:border-box;width:var(--aw-width);max-width:100%;padding:32px 32px 24px;
background:var(--aw-bg);border:1px solid var(--aw-border);border-radius:var(--aw-radius);
font-family:var(--aw-font);color:var(--aw-text);font-size:16px;line-height:1.4;text-align:left;
& *{box-sizing:border-box}
& h1{font-size:24px;margin:0 0 16px;font-weight:700;outline:none}
& p{margin:0 0 12px}
& form{display:flex;flex-direction:column;gap:12px;margin:0}
& .aw-stack{display:flex;flex-direction:column;gap:12px}
& .aw-center{display:flex;flex-direction:column;align-items:center;text-align:center;gap:12px}
& .aw-muted{color:var(--aw-secondary);font-size:14px}& [data-after]{margin-top:16px}`;

export interface ContainerProps {
  variables: Record<string, string>;
  children: ReactNode;
}

/** The widget's card. Theme values arrive as CSS custom properties, so host styles never become markup. */
export function Container({ variables, children }: ContainerProps) {
  const css = useCss();
  return (
    <div className={`${css(variables)} ${css(ROOT)}`} part="container">
      {children}
    </div>
  );
}

const BACK = `display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;margin:-16px 0 8px -12px;background:none;border:0;border-radius:50%;color:var(--aw-primary);cursor:pointer;
&:focus-visible{outline:2px solid var(--aw-primary)}`;

export function BackButton({ label, onClick }: { label: string; onClick(): void }) {
  const css = useCss();
  return (
    <button type="button" className={css(BACK)} aria-label={label} onClick={onClick} part="back">
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" />
      </svg>
    </button>
  );
}

const DIVIDER = `display:flex;align-items:center;gap:12px;color:var(--aw-secondary);font-size:14px;margin:4px 0;
&::before,&::after{content:"";flex:1;border-top:1px solid var(--aw-border)}`;

export function Divider({ label }: { label: string }) {
  const css = useCss();
  return (
    <div className={css(DIVIDER)} part="divider">
      {label}
    </div>
  );
}

const FOOTER = `display:flex;justify-content:center;align-items:center;gap:4px;margin-top:20px;font-size:12px;color:var(--aw-secondary);
& a{color:inherit;font-weight:700;letter-spacing:.5px;text-decoration:none}`;

export function Watermark({ label, href, brand }: { label: string; href: string; brand: string }) {
  const css = useCss();
  return (
    <div className={css(FOOTER)} part="watermark">
      {label}
      <a href={href} target="_blank" rel="noopener noreferrer">
        {brand}
      </a>
    </div>
  );
}

const FLOATING = `position:absolute;top:12px;right:12px;color:var(--aw-secondary)`;

/** The floating loading indicator shown while the bootstrap loads. */
export function Floating({ children }: { children: ReactNode }) {
  const css = useCss();
  return <div className={css(FLOATING)}>{children}</div>;
}

export function Logo({ src }: { src: string }) {
  const css = useCss();
  return <img className={css('display:block;max-height:50px;max-width:100%;margin:0 auto 16px')} src={src} alt="" part="logo" />;
}
