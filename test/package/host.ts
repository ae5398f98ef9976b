// A host app's code, type-checked and bundled against the packed tarball (pack.mjs). Each
// `@ts-expect-error` must stay an error: tsc fails on one whose next line compiles.
import {
  client,
  mountIdentityProvider,
  mountLogin,
  mountPasskeyRegistration,
  mountResetPassword,
  UsageError,
  version,
  type AuthWidgetClient,
  type Callbacks,
  type LoginConfig,
  type MountLoginOptions,
  type Styles,
  type WidgetError,
  type WidgetEvent,
} from 'auth-widget';
import manifest from 'auth-widget/cdn/manifest.json' with { type: 'json' };
// Defines the custom elements, and types them in HTMLElementTagNameMap.
import 'auth-widget/elements';
import type { AuthWidgetElement } from 'auth-widget/elements';

const styles: Styles = { colors: { primary: '#0a7' }, container: { width: '400px' } };
const callbacks: Callbacks = {
  onEvent(event: WidgetEvent) {
    if (event.type === 'AUTHENTICATE_FLOW_COMPLETE') console.log('signed in', event.data);
  },
  onError: (error: WidgetError) => console.error(error.message),
};
const config: LoginConfig = {
  products: ['emailMagicLinks', 'otp', 'passwords'],
  otpOptions: { methods: ['email'], expirationMinutes: 10 },
};
const login: MountLoginOptions = { elementSelector: '#login', publicToken: 'public-token-test-1', apiBaseUrl: 'http://localhost:9099', config, styles, callbacks };
mountLogin(login);
mountResetPassword({ elementSelector: '#reset', publicToken: 'public-token-test-1', config: { passwordConfirmation: { header: 'Done' } } });
mountPasskeyRegistration({ elementSelector: '#passkey', publicToken: 'public-token-test-1', locale: 'de' });
mountIdentityProvider({ elementSelector: '#idp', publicToken: 'public-token-test-1', strings: { header: 'Welcome back' } });

const session: AuthWidgetClient = client({ publicToken: 'public-token-test-1' });
const unsubscribe: () => void = session.onChange((state, change) => console.log(state?.user.user_id, change.type));
unsubscribe();
console.log(version, UsageError.name, manifest.main, session.getSession()?.session_id);

// A typo in a config key.
// @ts-expect-error otpOption is not a config key (otpOptions is)
mountLogin({ elementSelector: '#login', publicToken: 'public-token-test-1', config: { products: ['passwords'], otpOption: { methods: ['email'] } } });
// A typo in an option.
// @ts-expect-error publicKey is not an option (publicToken is)
mountLogin({ elementSelector: '#login', publicKey: 'public-token-test-1' });
// A wrong product name.
// @ts-expect-error 'magicLinks' is not a product ('emailMagicLinks' is)
mountLogin({ elementSelector: '#login', publicToken: 'public-token-test-1', config: { products: ['magicLinks'] } });
// A callback that expects another event shape.
// @ts-expect-error onEvent receives a WidgetEvent, not a DOM event
mountLogin({ elementSelector: '#login', publicToken: 'public-token-test-1', callbacks: { onEvent: (event: MouseEvent) => console.log(event.clientX) } });
// @ts-expect-error onEvent receives a WidgetEvent, whose data is not typed as a number
mountLogin({ elementSelector: '#login', publicToken: 'public-token-test-1', callbacks: { onEvent: (event: { type: string; data: number }) => console.log(event.data) } });
// An event name that the widget never sends.
// @ts-expect-error OTP_SEND is not an event type
const unknownEvent: WidgetEvent['type'] = 'OTP_SEND';
// mountIdentityProvider takes no config.
// @ts-expect-error config is not an option of mountIdentityProvider
mountIdentityProvider({ elementSelector: '#idp', publicToken: 'public-token-test-1', config: {} });
// A text override that is not a text of the widget.
// @ts-expect-error headr is not a text key
mountLogin({ elementSelector: '#login', publicToken: 'public-token-test-1', strings: { headr: 'Hi' } });
console.log(unknownEvent);
// A heading level HTML does not have.
// @ts-expect-error headingLevel is 1 to 6
mountLogin({ elementSelector: '#login', publicToken: 'public-token-test-1', config: { headingLevel: 9 } });
// A product without its required options.
// @ts-expect-error otp needs otpOptions with its methods
mountLogin({ elementSelector: '#login', publicToken: 'public-token-test-1', config: { products: ['otp'] } });
// @ts-expect-error otpOptions needs methods
mountLogin({ elementSelector: '#login', publicToken: 'public-token-test-1', config: { products: ['otp'], otpOptions: { expirationMinutes: 5 } } });
// @ts-expect-error oauth needs oauthOptions with its providers
mountLogin({ elementSelector: '#login', publicToken: 'public-token-test-1', config: { products: ['oauth'] } });
// A supported locale, and any other BCP 47 tag (it falls back to a supported one).
mountLogin({ elementSelector: '#login', publicToken: 'public-token-test-1', locale: 'pt-BR' });
mountLogin({ elementSelector: '#login', publicToken: 'public-token-test-1', locale: 'de-AT' });
// An event's data, narrowed by its type.
const onEvent = (event: WidgetEvent) => {
  if (event.type === 'OTP_LOGIN_OR_CREATE') console.log(event.data.method_id.length);
  if (event.type === 'AUTHENTICATE_FLOW_COMPLETE') console.log(event.data.session.session_id);
  // @ts-expect-error a sent passcode's data has no session
  if (event.type === 'OTP_LOGIN_OR_CREATE') console.log(event.data.session);
};
mountLogin({ elementSelector: '#login', publicToken: 'public-token-test-1', callbacks: { onEvent } });

// The custom elements' properties are the mount options' types.
const element = document.createElement('auth-login');
element.config = { products: ['otp'], otpOptions: { methods: ['sms'] } };
element.callbacks = { onEvent: (event: WidgetEvent) => console.log(event.type) };
// @ts-expect-error 'sms' is not a product
element.config = { products: ['sms'] };
// @ts-expect-error the identity-provider element takes no config
document.createElement('auth-identity-provider').config = {};
const reset: AuthWidgetElement<unknown> = document.createElement('auth-reset-password');
console.log(reset.publicToken);
// @ts-expect-error otp needs otpOptions on the element too
element.config = { products: ['otp'] };
// The DOM events are typed: e.detail is the WidgetEvent, narrowed by its type.
element.addEventListener('auth-widget-event', (e) => {
  if (e.detail.type === 'MAGIC_LINK_LOGIN_OR_CREATE') console.log(e.detail.data.email.toLowerCase());
  // @ts-expect-error a sent link's data has no method_id
  if (e.detail.type === 'MAGIC_LINK_LOGIN_OR_CREATE') console.log(e.detail.data.method_id);
});
element.addEventListener('auth-widget-error', (e) => console.error(e.detail.message));
document.addEventListener('auth-widget-event', (e) => console.log(e.detail.type));
