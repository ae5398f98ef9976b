import type { ReactNode } from 'react';

/**
 * A button that stays focusable while it waits: `aria-disabled` instead of `disabled`, which
 * would drop the keyboard user's focus to the page. The model ignores the action meanwhile.
 */
export function ActionButton({
  children,
  variant = 'primary',
  inactive,
  busy,
  onClick,
  buttonRef,
}: {
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  inactive?: boolean;
  busy?: boolean;
  onClick(): void;
  buttonRef?: (element: HTMLButtonElement | null) => void;
}) {
  const off = inactive || busy;
  return (
    <button
      ref={buttonRef}
      type="button"
      part={`button button-${variant}`}
      className={`aw-btn aw-btn-${variant}`}
      aria-disabled={off || undefined}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
