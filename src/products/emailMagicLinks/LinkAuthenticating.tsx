import { enShared } from '../../i18n/en';
import { Waiting } from '../../ui/Container';
import { useMessages } from '../../screens/messages';

/** Shown at once on the magic-link redirect page while the token is authenticated. */
export function LinkAuthenticating() {
  return <Waiting heading={useMessages(enShared).loggingIn} />;
}
