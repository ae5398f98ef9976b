import { SignedIn } from '../../screens/SignedIn';

/** Back from the provider and signed in: PasswordConfirmation's texts, as after a magic link (product-spec.md §4). */
export function OAuthConfirmation() {
  return <SignedIn />;
}
