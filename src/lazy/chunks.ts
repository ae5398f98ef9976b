// The lazily loaded chunks, by name. Each is built from `src/lazy/<name>.ts` into
// `auth-widget.<name>.js` beside the main script. Wallets join this list.
export interface Chunks {
  phone: typeof import('./phone');
  /** The network client: not needed for first paint, loaded right after mount. */
  client: typeof import('../session/authClient');
  /** Screen groups (src/screens/groups.ts): they take the UI runtime from the main file. */
  otp: typeof import('../screens/otp/index');
  emailMagicLinks: typeof import('../screens/emailMagicLinks/index');
  phoneField: typeof import('../screens/phone/index');
  passwords: typeof import('../screens/passwords/index');
  resetPassword: typeof import('../screens/resetPassword/index');
  /** Passkey login: the WebAuthn requests (lazy/webauthn.ts), the flow and PasskeyConfirmation. */
  passkeys: typeof import('../screens/passkeys/index');
  passkeyRegistration: typeof import('../screens/passkeyRegistration/index');
}
export type ChunkName = keyof Chunks;

/** Each chunk's file sits beside the main file, named after the chunk. */
export const chunkFile = (name: string) => `auth-widget.${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.js`;
