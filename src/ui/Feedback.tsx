import { useCss } from './CssContext';
import type { TextSegment } from '../util/textLinks';

const BANNER = `padding:12px;border-radius:4px;font-size:14px;margin:0 0 12px;border:1px solid;
&[data-variant=error]{color:var(--aw-error);border-color:var(--aw-error);background:#FDF2F2}
&[data-variant=warning]{color:#5C4A00;border-color:#C9A800;background:#FFF9E0}
&[data-variant=success]{color:var(--aw-success);border-color:var(--aw-success);background:#EEF8F7}
& a{color:inherit}`;

/** Text whose provider links are anchors; every part renders as text (X1, X2). */
export function RichText({ segments }: { segments: TextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.href ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

export interface BannerProps {
  id?: string;
  variant: 'error' | 'warning' | 'success';
  segments: TextSegment[] | null;
}

/** A live region that is always present, so screen readers announce the message when it appears. */
export function Banner({ id, variant, segments }: BannerProps) {
  const css = useCss();
  return (
    <div id={id} aria-live={variant === 'error' ? 'assertive' : 'polite'} aria-atomic="true">
      {segments && (
        <p part={`banner banner-${variant}`} className={css(BANNER)} data-variant={variant} role={variant === 'error' ? 'alert' : undefined}>
          <RichText segments={segments} />
        </p>
      )}
    </div>
  );
}

export interface ToastView {
  id: number;
  variant: 'default' | 'success' | 'error';
  text: string;
}

const TOASTS = `position:absolute;left:16px;right:16px;bottom:16px;display:flex;flex-direction:column;gap:8px;pointer-events:none;
& div{pointer-events:auto;display:flex;justify-content:space-between;align-items:center;gap:8px;padding:10px 12px;border-radius:4px;font-size:14px;color:#fff;background:var(--aw-primary);box-shadow:0 2px 8px rgba(0,0,0,.2)}
& div[data-variant=success]{background:var(--aw-success)}& div[data-variant=error]{background:var(--aw-error)}
& button{background:none;border:0;color:inherit;font:inherit;font-size:18px;cursor:pointer;line-height:1}`;

export function Toasts({ toasts, dismissLabel, onDismiss }: { toasts: ToastView[]; dismissLabel: string; onDismiss(id: number): void }) {
  const css = useCss();
  return (
    <div className={css(TOASTS)} role="status" aria-live="polite" part="toasts">
      {toasts.map((toast) => (
        <div key={toast.id} data-variant={toast.variant} part="toast">
          <span>{toast.text}</span>
          <button type="button" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

const SPINNER = `display:inline-block;box-sizing:border-box;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:aw-spin .8s linear infinite;
@keyframes aw-spin{to{transform:rotate(360deg)}}`;

/** A spinner: 25 px wide, stroke 2 by default (product-spec.md §9). */
export function Spinner({ size = 25, label }: { size?: number; label?: string }) {
  const css = useCss();
  return (
    <span
      className={css(`${SPINNER};width:${size}px;height:${size}px`)}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      part="spinner"
    />
  );
}

const PROGRESS = `height:4px;border-radius:2px;background:var(--aw-border);overflow:hidden;
& span{display:block;height:100%;width:40%;background:var(--aw-primary);animation:aw-progress 1.2s ease-in-out infinite}
@keyframes aw-progress{0%{transform:translateX(-100%)}100%{transform:translateX(250%)}}`;

export function ProgressBar({ label }: { label: string }) {
  const css = useCss();
  return (
    <div className={css(PROGRESS)} role="progressbar" aria-label={label} part="progress">
      <span />
    </div>
  );
}
