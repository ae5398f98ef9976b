// A host that mounts the login widget in German with an SMS tab (pack.mjs runs its bundle in
// happy-dom, runInDom.mjs): the locale, the product groups and the phone field arrive through
// the package's import()s, as a bundler splits them. It defines the custom elements too.
import { mountLogin, type WidgetError } from 'auth-widget';
import 'auth-widget/elements';

export function start(onError: (error: WidgetError) => void): void {
  mountLogin({
    elementSelector: '#login',
    publicToken: 'public-token-test-1',
    apiBaseUrl: 'http://127.0.0.1:9',
    locale: 'de',
    config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } },
    callbacks: { onError },
  });
}
