// The CDN entry: rollup wraps these exports into `window.AuthWidget`.
export { client, mountLogin } from './mount';
export { VERSION as version } from './version';
