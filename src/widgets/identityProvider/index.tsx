// The identity-provider widget, loaded lazily (the `identityProvider` chunk): only the host page an
// OpenID Provider sends the browser to downloads it.
import { createIdentityProviderModel } from './flow/model';
import type { Theme } from '../../ui/theme';
import type { Mounted } from '../../screens/mounted';
import { IdentityProviderWidget } from './IdentityProviderWidget';

export { createIdentityProviderModel, IdentityProviderWidget };

/** Starts the widget once its chunk is here (mountIdentityProvider). */
export function start(mounted: Mounted, theme: Theme): void {
  const { client, emit, reportError, show, onDispose } = mounted;
  const model = createIdentityProviderModel({ client, emit, reportError });
  onDispose(model.dispose);
  show(<IdentityProviderWidget model={model} theme={theme} />);
  void model.start();
}
