/**
 * Moves focus to `target` only when it has fallen to the page: when the focused control was just
 * removed (a closed rename field, a deleted passkey). Focus the user moved elsewhere stays there.
 */
export function focusIfLost(target: HTMLElement | null | undefined): void {
  const active = document.activeElement;
  if (!active || active === document.body) target?.focus();
}
