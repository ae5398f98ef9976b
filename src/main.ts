// The CDN entry: rollup wraps these exports into `window.AuthWidget`.
export { client, mountIdentityProvider, mountLogin, mountPasskeyRegistration, mountResetPassword } from './mount';
export { VERSION as version } from './version';
/** For the screen-group chunks only; not part of the host API. */
export { chunkRuntime as runtime } from './chunkRuntime';
