import { useContext } from 'react';
import { StyleContext, useStyles } from './StyleContext';
import { scopedStyles } from './widgetSheet';

export interface ToastView {
  id: number;
  variant: 'default' | 'success' | 'error';
  text: string;
  /** Repeats of the same message, shown once with a count. */
  count?: number;
}

// Why a slot in the card's flow, as tall as one toast from the screen's first render (issue 9): a
// toast laid over anything hid a control (the card's, or the host page's under the widget) or was
// clipped by a host's overflow; in a reserved slot one comes and goes without moving or covering
// anything. A toast is 42 px: a 20 px line, 10 px padding and a 1 px border each side. Under
// forced colours the backgrounds go, so the border takes a system colour.
const TOASTS = scopedStyles(`& .aw-toasts{min-height:42px;
& div{display:flex;justify-content:space-between;align-items:center;gap:8px;padding:10px 12px;border-radius:4px;font-size:14px;line-height:20px;color:#fff;background:var(--aw-colors-primary);border:1px solid transparent;}
& span{min-width:0;}& div[data-variant=success]{background:var(--aw-colors-success);}& div[data-variant=error]{background:var(--aw-colors-error);}
& button{background:none;border:0;color:inherit;font:inherit;font-size:18px;cursor:pointer;line-height:1;}}
@media (forced-colors:active){& .aw-toasts div{border-color:CanvasText;}}`);

/** The toast slot: the newest toast only, a repeat shown once with its count. */
export function Toasts({ toasts, dismissLabel, onDismiss }: { toasts: ToastView[]; dismissLabel: string; onDismiss(id: number): void }) {
  useStyles(TOASTS);
  const { lang } = useContext(StyleContext);
  const toast = toasts[toasts.length - 1];
  return (
    <div className="aw-toasts" role="status" aria-live="polite" part="toasts">
      {toast && (
        <div key={toast.id} data-variant={toast.variant} part="toast">
          <span>{toast.count && toast.count > 1 ? `${toast.text} (${toast.count.toLocaleString(lang)})` : toast.text}</span>
          <button type="button" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
