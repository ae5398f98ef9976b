import { Spinner } from '../../ui/Feedback';
import { enEmailMagicLinks } from '../../i18n/en';
import { useMessages } from '../messages';

/** Shown at once on the magic-link redirect page while the token is authenticated. */
export function LinkAuthenticating() {
  const t = useMessages(enEmailMagicLinks);
  return (
    <div className="aw-center">
      <h1 tabIndex={-1}>{t.loggingIn}</h1>
      <Spinner label={t.loggingIn} />
    </div>
  );
}
