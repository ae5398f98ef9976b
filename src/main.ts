// The CDN entry: rollup wraps these exports into `window.AuthWidget`; it also defines the widgets'
// custom elements, so <auth-login> and the others in the page's HTML upgrade when it loads.
import { defineElements } from './elements/defineElements';
import { loadChunk } from './chunkTable';

export { client, mountIdentityProvider, mountLogin, mountPasskeyRegistration, mountResetPassword } from './mount';
export { VERSION as version } from './util/version';
/** For the screen-group chunks only; not part of the host API. */
export { chunkRuntime as runtime } from './chunkRuntime';

defineElements();
// Every widget and client() needs the network client: its request starts as this script runs, so
// it downloads while the host's mount renders and has run by the time a person presses Enter
// (docs/performance.md). A failure shows when it is needed (mount.tsx).
loadChunk('client').catch(() => undefined);
