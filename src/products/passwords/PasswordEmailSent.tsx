import { enPasswords } from './strings';
import { Button } from '../../ui/Button';
import { Heading } from '../../ui/Container';
import { Banner } from '../../ui/Feedback';
import { Toasts } from '../../ui/Toasts';
import { ResendRow } from '../../ui/ResendRow';
import { useLazyTextStyles } from '../../ui/lazyStyles';
import { segmentsOf, textOf, useLang, useMessages } from '../../screens/messages';
import { interpolate } from '../../screens/interpolate';
import type { ScreenProps } from '../../login/screenProps';
import type { PasswordsStep } from './model';

const TEXTS = {
  forgot: ['forgotHeader', 'forgotText'],
  breached: ['breachedHeader', 'breachedText'],
  dedupe: ['dedupeHeader', 'dedupeText'],
  'set-new': ['setNewHeader', 'setNewText'],
} as const;

/**
 * PasswordForgot, PasswordBreached, PasswordDedupe and PasswordSetNew: a reset email was sent,
 * each says why; 'Login without a password', and 'Didn't get it?' with its 'Resend email' link.
 */
export function PasswordEmailSent({ step }: ScreenProps<PasswordsStep, 'password-email-sent'>) {
  const t = useMessages(enPasswords);
  const lang = useLang();
  useLazyTextStyles();
  const { passwords } = step;
  const [header, text] = TEXTS[step.reason];
  const busy = passwords.busy.value;
  return (
    <>
      <Heading>{t[header]}</Heading>
      <p>{interpolate(t[text], { email: step.email })}</p>
      <Banner segments={segmentsOf(t, passwords.error.value, lang)} />
      <div className="aw-stack">
        {passwords.offersLoginWithoutPassword && (
          <Button variant="secondary" busy={busy} onClick={() => void passwords.loginWithoutPassword()}>
            {t.loginWithoutPassword}
          </Button>
        )}
        {/* The toast answering 'Resend email' stands in the resend row's place: nothing moves (ui/Toasts.tsx). */}
        <Toasts
          toasts={passwords.toasts.list.value.map((toast) => ({ id: toast.id, variant: toast.variant, text: textOf(t, toast.message, lang), count: toast.count }))}
          dismissLabel={t.dismiss}
          onDismiss={passwords.toasts.dismiss}
        >
          <ResendRow sentence={t.didntGetIt} action={t.resendEmail} disabled={busy} onClick={() => void passwords.resendReset()} />
        </Toasts>
      </div>
    </>
  );
}
