import type { LoginModel } from '../../login/model';
import { useMessages } from '../../screens/messages';
import { Button } from '../../ui/Button';
import type { PasskeysMain } from './main';
import { enPasskeysMain } from './strings';

/**
 * 'Login with a Passkey', first on Main, unless the email field offers passkeys in its autofill
 * (docs/spec/product.md §2). One rule per form, never per tab, so switching tabs never moves the tab bar
 * (issue 9): where autofill is offered the button shows only if the form has a phone tab, whose
 * field offers no passkeys.
 */
export function PasskeyButton({ model, product }: { model: LoginModel; product: PasskeysMain }) {
  const t = useMessages(enPasskeysMain);
  const mode = product.mode.value;
  if (mode !== 'button' && !(mode === 'autofill' && model.form.tabs.some((tab) => tab !== 'email'))) return null;
  return (
    // .aw-social: 16 px, as the sign-in buttons beside it are (issue 37).
    <div className="aw-stack aw-social" data-before="">
      <Button variant="secondary" busy={model.busy.value} onClick={product.login}>
        {t.loginWithPasskey}
      </Button>
    </div>
  );
}
