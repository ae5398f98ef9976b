// A passkey-registration model for screen tests: its list set directly, the client never reached;
// and the widget drawn for it.
import type { WebAuthnRegistration } from '../../src/contract/index';
import { createPasskeyRegistrationModel, type PasskeyRegistrationModel } from '../../src/widgets/passkeyRegistration/model';
import type { ClientHandle } from '../../src/session/clientHandle';
import { observable } from '../../src/util/observable';
import { PasskeyRegistrationWidget } from '../../src/widgets/passkeyRegistration/PasskeyRegistrationWidget';
import { createTheme } from '../../src/ui/theme';
import { renderWithCss } from './render';
import { screenTest } from './screenTest';

export const registrationNamed = (name: string, index = 0): WebAuthnRegistration => ({
  webauthn_registration_id: `webauthn-registration-test-${index}`,
  domain: 'localhost',
  user_agent: 'test',
  authenticator_type: 'platform',
  verified: true,
  name,
});

/** A model on the success screen with these passkeys; its client and ceremonies never answer. */
export function modelWith(names: string[]): PasskeyRegistrationModel {
  const client = {
    state: observable(() => null),
    bootstrap: observable(() => ({ data: {}, loading: false })),
    ready: () => new Promise(() => undefined),
  } as unknown as ClientHandle;
  const model = createPasskeyRegistrationModel({
    client,
    sessionMinutes: 30,
    emit: () => undefined,
    reportError: () => undefined,
    loadCeremonies: () => new Promise(() => undefined),
    log: () => undefined,
  });
  model.registrations.value = names.map(registrationNamed);
  model.step.value = 'success';
  return model;
}

/**
 * Registers the file's clean-up and gives `show`: the widget drawn for a model, in place of the one
 * drawn before it, and unmounted after each test (screenTest.ts, which resets the page too).
 */
export function registrationScreens() {
  const drawn = screenTest();
  return async function show(model: PasskeyRegistrationModel): Promise<HTMLElement> {
    await drawn.rendered?.unmount();
    drawn.rendered = await renderWithCss(<PasskeyRegistrationWidget model={model} theme={createTheme({})} />);
    return drawn.rendered.container;
  };
}
