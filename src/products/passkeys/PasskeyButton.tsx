import type { LoginModel } from '../../login/model';
import { useMessages } from '../../screens/messages';
import { Button } from '../../ui/Button';
import type { PasskeysMain } from './main';
import { useLazyTextStyles } from '../../ui/lazyStyles';
import { enPasskeys, enPasskeysMain } from './strings';

/**
 * 'Login with a Passkey', first on Main, unless the email field offers passkeys in its autofill
 * (docs/spec/product.md §2). One rule per form, never per tab, so switching tabs never moves the tab bar
 * (issue 9): where autofill is offered the button shows only if the form has a phone tab, whose
 * field offers no passkeys. While its sign-in waits, the whole form is inactive and the button spins;
 * 'Logging in with your Passkey...' under it says why.
 */
export function PasskeyButton({ model, product }: { model: LoginModel; product: PasskeysMain }) {
  // The status line's words come with this group (enPasskeys); the button's are the main file's.
  const t = useMessages({ ...enPasskeysMain, ...enPasskeys });
  useLazyTextStyles();
  const mode = product.mode.value;
  if (mode !== 'button' && !(mode === 'autofill' && model.form.tabs.some((tab) => tab !== 'email'))) return null;
  return (
    <div data-before="">
      {/* .aw-social: 16 px, as the sign-in buttons beside it are. */}
      <div className="aw-stack aw-social">
        <Button variant="secondary" busy={model.busy.value} onClick={product.login}>
          {t.loginWithPasskey}
        </Button>
      </div>
      {/* There, empty, from the first paint, so a screen reader hears the words when they come; empty, it takes no room. */}
      <div role="status">
        {product.waiting.value && (
          <p className="aw-muted" data-after="">
            {t.passkeyLoggingIn}
          </p>
        )}
      </div>
    </div>
  );
}
