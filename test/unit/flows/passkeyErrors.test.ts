// docs/spec/security.md W3: WebAuthn and API failures mapped by name to the spec's texts (docs/spec/product.md
// §8), our own aborts to nothing. Errors arrive as browsers raise them, as @simplewebauthn/browser
// wraps them (name kept, DOMException as cause) and as the API client throws them (by shape).
import { describe, expect, it } from 'vitest';
import { loginFailureOf, registrationFailureOf } from '../../../src/flows/passkeyErrors';

const CHROMIUM_EXCLUDED =
  'The user attempted to register an authenticator that contains one of the credentials already registered with the relying party.';
const SAFARI_EXCLUDED = 'At least one credential matches an entry of the excludeCredentials list in the platform attached authenticator.';

const dom = (name: string, message = name) => new DOMException(message, name);
/** As @simplewebauthn/browser rethrows a browser error. */
const wrapped = (cause: Error, code: string) => Object.assign(new Error('wrapped', { cause }), { name: cause.name, code });
const api = (error_type: string, status_code = 400) => ({ error_type, status_code, error_message: `${error_type} happened` });

const cases: [string, unknown, ReturnType<typeof loginFailureOf>, ReturnType<typeof registrationFailureOf>][] = [
  ['our AbortController', dom('AbortError'), null, null],
  ['our abort, wrapped', wrapped(dom('AbortError'), 'ERROR_CEREMONY_ABORTED'), null, null],
  ['the abort service reason', Object.assign(new Error('Manually cancelling existing WebAuthn API call'), { name: 'AbortError' }), null, null],
  ['NotAllowedError (cancelled or timed out)', dom('NotAllowedError'), 'passkeyUnknownError', 'passkeyNotCreated'],
  ['SecurityError (RP ID not the page)', dom('SecurityError'), 'passkeyUnknownError', 'passkeyNotCreated'],
  ['InvalidStateError, Chromium', dom('InvalidStateError', CHROMIUM_EXCLUDED), 'passkeyUnknownError', 'passkeyAlreadyRegistered'],
  ['InvalidStateError, wrapped', wrapped(dom('InvalidStateError', CHROMIUM_EXCLUDED), 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'), 'passkeyUnknownError', 'passkeyAlreadyRegistered'],
  ['Safari, message only', new Error(SAFARI_EXCLUDED), 'passkeyUnknownError', 'passkeyAlreadyRegistered'],
  ['Chromium, message only', new Error(CHROMIUM_EXCLUDED), 'passkeyUnknownError', 'passkeyAlreadyRegistered'],
  ['ConstraintError', dom('ConstraintError'), 'passkeyUnknownError', 'passkeyNotCreated'],
  ['webauthn_registration_not_found', api('webauthn_registration_not_found', 404), 'passkeyNotFound', 'passkeyNotCreated'],
  ['duplicate_webauthn_registration', api('duplicate_webauthn_registration'), 'passkeyUnknownError', 'passkeyAlreadyRegistered'],
  ['webauthn_verification_failed', api('webauthn_verification_failed', 401), 'passkeyUnknownError', 'passkeyNotCreated'],
  ['an empty response', new Error('Invalid or no response from server.'), 'passkeyUnknownError', 'passkeyNotCreated'],
  ['a prototype key as error_type', api('__proto__'), 'passkeyUnknownError', 'passkeyNotCreated'],
  ['null', null, 'passkeyUnknownError', 'passkeyNotCreated'],
  ['a string', 'boom', 'passkeyUnknownError', 'passkeyNotCreated'],
];

describe('passkey failures (W3)', () => {
  it.each(cases)('%s', (_, error, login, registration) => {
    expect(loginFailureOf(error)).toBe(login);
    expect(registrationFailureOf(error)).toBe(registration);
  });
});
