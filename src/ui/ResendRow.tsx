import type { ReactNode } from 'react';
import { Button } from './Button';

/**
 * The one way a screen offers to send again (issue 37): a muted sentence, then its link inline,
 * as the last row of the screen's stack; the toast that answers it stands in its place (ui/Toasts.tsx). Used by
 * EmailConfirmation ('Try again'), OTPAuthenticate ('Resend code') and the password emails
 * ('Resend email'), which had three designs.
 */
export function ResendRow({ sentence, action, disabled, onClick }: { sentence: ReactNode; action: string; disabled?: boolean; onClick(): void }) {
  return (
    <p className="aw-muted" data-resend="">
      {sentence}{' '}
      <Button variant="link" disabled={disabled} onClick={onClick}>
        {action}
      </Button>
    </p>
  );
}
