// The passkey-registration widget, loaded lazily (the `passkeyRegistration` chunk): its model and
// screens. The browser's WebAuthn requests come from the `passkeys` chunk.
import { createPasskeyRegistrationModel, type PasskeyRegistrationDeps } from './model';
import type { WidgetConfig } from '../../flows/config';
import { DEFAULT_SESSION_DURATION_MINUTES } from '../../session/clientHandle';
import type { Theme } from '../../ui/theme';
import type { Mounted } from '../../screens/mounted';
import { PasskeyRegistrationWidget } from './PasskeyRegistrationWidget';

export { createPasskeyRegistrationModel, PasskeyRegistrationWidget };

/** Starts the widget once its chunk is here (mountPasskeyRegistration). */
export function start(
  opts: { config: WidgetConfig },
  mounted: Mounted,
  theme: Theme,
  loadCeremonies: PasskeyRegistrationDeps['loadCeremonies'],
): void {
  const { client, emit, reportError, show, onDispose } = mounted;
  const model = createPasskeyRegistrationModel({
    client,
    sessionMinutes: opts.config.sessionOptions?.sessionDurationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES,
    emit,
    reportError,
    loadCeremonies,
  });
  onDispose(model.dispose);
  show(<PasskeyRegistrationWidget model={model} theme={theme} />);
  void model.start();
}
