import { useStyles } from './StyleContext';
import { scopedStyles } from './widgetSheet';

export interface ToastView {
  id: number;
  variant: 'default' | 'success' | 'error';
  text: string;
  /** Repeats of the same message, shown once with a count. */
  count?: number;
}

// Below the card, outside it: a toast covers none of the widget's controls and pushes nothing.
const TOASTS = scopedStyles(`& .aw-toasts{position:absolute;left:0;right:0;top:100%;margin-top:8px;display:flex;flex-direction:column;gap:8px;pointer-events:none;
& div{pointer-events:auto;display:flex;justify-content:space-between;align-items:center;gap:8px;padding:10px 12px;border-radius:4px;font-size:14px;color:#fff;background:var(--aw-colors-primary);border:1px solid transparent;box-shadow:0 2px 8px rgba(0,0,0,.2);}
& div[data-variant=success]{background:var(--aw-colors-success);}& div[data-variant=error]{background:var(--aw-colors-error);}
& button{background:none;border:0;color:inherit;font:inherit;font-size:18px;cursor:pointer;line-height:1;}}`);

export function Toasts({ toasts, dismissLabel, onDismiss }: { toasts: ToastView[]; dismissLabel: string; onDismiss(id: number): void }) {
  useStyles(TOASTS);
  return (
    <div className="aw-toasts" role="status" aria-live="polite" part="toasts">
      {toasts.map((toast) => (
        <div key={toast.id} data-variant={toast.variant} part="toast">
          <span>{toast.count && toast.count > 1 ? `${toast.text} (${toast.count})` : toast.text}</span>
          <button type="button" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
