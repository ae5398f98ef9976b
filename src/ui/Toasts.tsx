import { useContext, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { StyleContext, useStyles } from './StyleContext';
import { scopedStyles } from './widgetSheet';

export interface ToastView {
  id: number;
  variant: 'default' | 'success' | 'error';
  text: string;
  /** Repeats of the same message, shown once with a count. */
  count?: number;
}

// Why the toast stands in place of the line it answers ('Resend code', issue 37): an empty slot
// held for it was 60–70 px of blank card under that line; laid over anything else it hid a control
// (the card's, or the host page's under the widget) or was clipped by a host's overflow (issue 9).
// The line and the toast share one grid cell; while a toast shows, the line is hidden under it, so
// nothing moves and nothing else is covered. The toast is compact (30 px), and its -4 px margins
// let it take no more height than a 22 px line; only a toast of several lines grows the cell.
// Under forced colours the backgrounds go, so the border takes a system colour.
const TOASTS = scopedStyles(`& .aw-toast-place{display:grid;}& .aw-toast-place>*{grid-area:1/1;min-width:0;}& .aw-toast-place>[data-covered]{visibility:hidden;}
& .aw-toasts{align-self:center;margin-block:-4px;
& div{display:flex;justify-content:space-between;align-items:center;gap:8px;padding:4px 8px 4px 12px;border-radius:6px;font-size:14px;line-height:20px;color:var(--aw-container-backgroundColor);background:var(--aw-colors-primary);border:1px solid transparent;}
& span{min-width:0;}& div[data-variant=success]{background:var(--aw-colors-success);}& div[data-variant=error]{background:var(--aw-colors-error);}
& button{background:none;border:0;color:inherit;font:inherit;font-size:18px;cursor:pointer;line-height:1;}}
@media (forced-colors:active){& .aw-toasts div{border-color:CanvasText;}}`);

const focusIn = (element: Element | null) => element?.querySelector<HTMLElement>('button, a')?.focus();

/**
 * The line a toast answers (`children`) and, in its place, the newest toast only, a repeat shown
 * once with its count. A focus on the line moves to the toast's dismiss button while the line is
 * hidden, and back to the line when the toast goes.
 */
export function Toasts({ toasts, dismissLabel, onDismiss, children }: { toasts: ToastView[]; dismissLabel: string; onDismiss(id: number): void; children: ReactNode }) {
  useStyles(TOASTS);
  const { lang } = useContext(StyleContext);
  const toast = toasts[toasts.length - 1];
  const line = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const shown = !!toast;
  // Whether the focus was moved into the toast, so it goes back to the line only then.
  const moved = useRef(false);
  useEffect(() => {
    const root = line.current?.getRootNode() as Document | ShadowRoot | undefined;
    const focused = root?.activeElement ?? null;
    if (shown && focused && line.current?.contains(focused)) {
      focusIn(slot.current);
      moved.current = true;
    } else if (!shown && moved.current) {
      moved.current = false;
      // The dismiss button went with the toast, leaving the focus nowhere: the line takes it back.
      if (!focused || focused === document.body) focusIn(line.current);
    }
  }, [shown]);
  return (
    <div className="aw-toast-place">
      <div ref={line} data-covered={shown ? '' : undefined}>
        {children}
      </div>
      <div ref={slot} className="aw-toasts" role="status" aria-live="polite" part="toasts">
        {toast && (
          <div key={toast.id} data-variant={toast.variant} part="toast">
            <span>{toast.count && toast.count > 1 ? `${toast.text} (${toast.count.toLocaleString(lang)})` : toast.text}</span>
            <button type="button" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
              ×
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
