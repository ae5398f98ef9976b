import type { LoginModel } from '../../flows/login';
import { useMessages } from '../../screens/messages';
import { Button } from '../../ui/Button';
import type { OAuthMain } from './main';
import type { OAuthProviderOptions } from './options';
import { providerName } from './providers';
import type { enOAuth, enOAuthMain } from './strings';

/**
 * The 'Continue with {provider}' buttons, in config order (product-spec.md §2), and Google One Tap
 * in place of Google's button when flagged. The icons, 'Last used' and One Tap come with the
 * `oauth` group; the icon's box and One Tap's 47 px placeholder are there from the first paint
 * (its spinner comes with the group, a moment later).
 */
export function OAuthButtons({ model, product }: { model: LoginModel; product: OAuthMain }) {
  // The main file's label, and 'Last used' once the group has added it.
  const t = useMessages(model.strings.value as typeof enOAuthMain & Partial<Pick<typeof enOAuth, 'lastUsed'>>);
  const loaded = product.loaded.value;
  const button = (provider: OAuthProviderOptions) => {
    const last = loaded?.session.lastUsed.value === provider.type;
    return (
      <div key={provider.type} className="aw-social">
        <Button variant="secondary" busy={model.busy.value} onClick={() => void product.login(provider.type)}>
          <span className="aw-icon">{loaded && <loaded.group.OAuthIcon type={provider.type} />}</span>
          {t.continueWithProvider.replace('{provider}', providerName(provider.type))}
        </Button>
        {last && <span className="aw-badge">{t.lastUsed}</span>}
      </div>
    );
  };
  return (
    <div className="aw-stack">
      {product.providers.map((provider) =>
        !provider.one_tap ? (
          button(provider)
        ) : loaded ? (
          <loaded.group.OneTap key={provider.type} oneTap={loaded.session.oneTap!} fallback={button(provider)} />
        ) : (
          <div key={provider.type} className="aw-onetap" />
        ),
      )}
    </div>
  );
}
