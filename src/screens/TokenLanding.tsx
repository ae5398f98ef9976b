import { enShared } from '../i18n/en';
import { Waiting } from '../ui/Container';
import { useMessages } from './messages';
import { SignedIn } from './SignedIn';

// The screens of a page that a redirect token landed on (docs/spec/api.md §7), for every product whose
// sign-in comes back that way: magic links and OAuth each name them as their own steps.

/** 'Logging in', shown at once while the token in the URL is redeemed. */
export function TokenAuthenticating() {
  return <Waiting heading={useMessages(enShared).loggingIn} />;
}

/** Signed in by the token: PasswordConfirmation's texts (docs/spec/product.md §4). */
export function TokenSignedIn() {
  return <SignedIn />;
}
