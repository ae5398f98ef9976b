import type { ReactNode } from 'react';

/**
 * A link that looks like a secondary button (the mail links of EmailConfirmation). Not in
 * ui/Button, which the main file shares with the chunks: only the magic-link group draws it.
 */
export function LinkButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a part="button button-secondary" className="aw-btn aw-btn-secondary" href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
