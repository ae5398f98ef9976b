import type { LoginModel } from '../../flows/login';
import { useMessages } from '../../screens/messages';
import { Button } from '../../ui/Button';
import type { PasskeysMain } from './main';
import { enPasskeysMain } from './strings';

/** 'Login with a Passkey', first on Main, unless the email field shown offers passkeys in its autofill (product-spec.md §2). */
export function PasskeyButton({ model, product }: { model: LoginModel; product: PasskeysMain }) {
  const t = useMessages(enPasskeysMain);
  const mode = product.mode.value;
  if (mode !== 'button' && !(mode === 'autofill' && model.form.tab.value !== 'email')) return null;
  return (
    <div className="aw-stack" data-before="">
      <Button variant="secondary" busy={model.busy.value} onClick={product.login}>
        {t.loginWithPasskey}
      </Button>
    </div>
  );
}
