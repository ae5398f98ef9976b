import { enShared } from '../../i18n/en';
import { useMessages } from '../../screens/messages';
import { Waiting } from '../../ui/Container';

/** Shown at once on the page the provider sends the person back to, while the token is redeemed. */
export function OAuthAuthenticating() {
  return <Waiting heading={useMessages(enShared).loggingIn} />;
}
