// How WebAuthn failures are told apart (docs/spec/security.md W3): by name, as browsers and
// @simplewebauthn/browser report them, never by instanceof (errors cross chunks).

/**
 * The two messages browsers give when `excludeCredentials` matches (Chromium's, and Safari's for a
 * passkey synced from another device), for errors that reach us without their DOMException name.
 */
const ALREADY_REGISTERED_MESSAGES = [
  'The user attempted to register an authenticator that contains one of the credentials already registered with the relying party.',
  'At least one credential matches an entry of the excludeCredentials list in the platform attached authenticator.',
];

type ErrorLike = { name?: unknown; message?: unknown; code?: unknown; cause?: unknown; error_type?: unknown } | null | undefined;

/** The error and the browser error it wraps (@simplewebauthn keeps the DOMException as `cause`). */
const chainOf = (error: unknown): ErrorLike[] => [error as ErrorLike, (error as ErrorLike)?.cause as ErrorLike];

/** Our own abort (leaving the screen, a button press ending autofill): shown as nothing (W3). */
export function isOwnAbort(error: unknown): boolean {
  return chainOf(error).some((link) => link?.name === 'AbortError' || link?.code === 'ERROR_CEREMONY_ABORTED');
}

/**
 * The user dismissed the browser's prompt, or it timed out, or no credential was offered: browsers
 * say `NotAllowedError` for all of these, on purpose (WebAuthn L3 §14.5.2).
 */
export function isNotAllowed(error: unknown): boolean {
  return chainOf(error).some((link) => link?.name === 'NotAllowedError');
}

/** The authenticator already holds a credential of this user (`InvalidStateError`, or either message). */
export function isAlreadyRegistered(error: unknown): boolean {
  return chainOf(error).some(
    (link) =>
      link?.name === 'InvalidStateError' ||
      link?.error_type === 'duplicate_webauthn_registration' ||
      ALREADY_REGISTERED_MESSAGES.includes(link?.message as string),
  );
}
