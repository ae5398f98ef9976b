import type { LoginModel } from '../../login/model';
import { useMessages } from '../../screens/messages';
import { Button } from '../../ui/Button';
import type { OAuthMain } from './main';
import { OAuthIcon } from './OAuthIcon';
import { OneTap } from './OneTap';
import type { OAuthProviderOptions } from './options';
import { providerName } from './providers';
import type { enOAuth, enOAuthMain } from './strings';

/**
 * The 'Continue with {provider}' buttons, in config order (docs/spec/product.md §2), and Google One Tap
 * in place of Google's button when flagged, with the icons and 'Last used': all in the `oauth`
 * group, which Main's first paint waits for on a page with OAuth.
 */
export function OAuthButtons({ model, product }: { model: LoginModel; product: OAuthMain }) {
  const t = useMessages(model.strings.value as typeof enOAuthMain & Pick<typeof enOAuth, 'lastUsed'>);
  const { session } = product;
  const button = (provider: OAuthProviderOptions) => {
    const last = session.lastUsed.value === provider.type;
    return (
      <div key={provider.type} className="aw-social">
        <Button variant="secondary" busy={model.busy.value} onClick={() => void product.login(provider.type)}>
          <span className="aw-icon">
            <OAuthIcon type={provider.type} />
          </span>
          {t.continueWithProvider.replace('{provider}', providerName(provider.type))}
        </Button>
        {last && <span className="aw-badge">{t.lastUsed}</span>}
      </div>
    );
  };
  return (
    <div className="aw-stack">
      {product.providers.map((provider) =>
        provider.one_tap ? <OneTap key={provider.type} oneTap={session.oneTap!} fallback={button(provider)} /> : button(provider),
      )}
    </div>
  );
}
