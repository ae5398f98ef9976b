import { Confirmation } from '../../ui/Confirmation';
import { Spinner } from '../../ui/Feedback';
import { useMessages } from '../messages';

export function OtpConfirmation() {
  const t = useMessages();
  return <Confirmation header={t.success} text={t.passcodeVerified} />;
}

/** Reached by a magic-link token in the page's URL (PasswordConfirmation's texts, product-spec.md §4). */
export function LoginConfirmation() {
  const t = useMessages();
  return <Confirmation header={t.loginSuccessHeader} text={t.loginSuccessText} />;
}

export function LinkAuthenticating() {
  const t = useMessages();
  return (
    <div className="aw-center">
      <h1 tabIndex={-1}>{t.loggingIn}</h1>
      <Spinner label={t.loggingIn} />
    </div>
  );
}
