// The CDN entry: rollup wraps these exports into `window.AuthWidget`; it also defines the widgets'
// custom elements, so <auth-login> and the others in the page's HTML upgrade when it loads.
import { defineElements } from './elements/defineElements';

export { client, mountIdentityProvider, mountLogin, mountPasskeyRegistration, mountResetPassword } from './mount';
export { VERSION as version } from './version';
/** For the screen-group chunks only; not part of the host API. */
export { chunkRuntime as runtime } from './chunkRuntime';

defineElements();
