import type { ReactNode } from 'react';
import { useCss } from './CssContext';
import { WIDGET_STYLES } from './styles';

export interface ContainerProps {
  variables: Record<string, string>;
  children: ReactNode;
}

/** The widget's card. Theme values arrive as CSS custom properties, so host styles never become markup. */
export function Container({ variables, children }: ContainerProps) {
  const css = useCss();
  return (
    <div className={`${css(variables)} ${css(WIDGET_STYLES)}`} part="container">
      {children}
    </div>
  );
}

export function BackButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <button type="button" className="aw-back" aria-label={label} onClick={onClick} part="back">
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" />
      </svg>
    </button>
  );
}

export function Watermark({ label, href, brand }: { label: string; href: string; brand: string }) {
  return (
    <div className="aw-footer" part="watermark">
      {label}
      <a href={href} target="_blank" rel="noopener noreferrer">
        {brand}
      </a>
    </div>
  );
}

/** The floating loading indicator shown while the bootstrap loads. */
export function Floating({ children }: { children: ReactNode }) {
  return <div className="aw-floating">{children}</div>;
}

export function Logo({ src }: { src: string }) {
  return <img className="aw-logo" src={src} alt="" part="logo" />;
}
