import { SignedIn } from '../../screens/SignedIn';

/** Reached by a magic-link token in the page's URL (PasswordConfirmation's texts, product-spec.md §4). */
export function LoginConfirmation() {
  return <SignedIn />;
}
