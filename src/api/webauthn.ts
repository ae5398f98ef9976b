import type { Call } from './transport';
import { expectOptionalNumber, expectString } from './validate';

/**
 * The WebAuthn endpoints (docs/spec/api.md §3), made by the passkeys group, the passkey
 * registration widget and the headless chunk from their client's `call`. Options and credentials travel as JSON strings; passkeys
 * ask for discoverable-credential options in base64url, the encoding the browser chunk decodes.
 */
export function webauthnApi(call: Call) {
  const passkeyOptions = () => ({
    domain: globalThis.location?.hostname ?? 'localhost',
    return_passkey_credential_options: true,
  });
  const credential = (name: string, value: unknown) => expectString(name, 'public_key_credential', value);
  const registration = (id: string) => ({ params: { webauthn_registration_id: expectString('webauthn.update', 'webauthn_registration_id', id) } });
  return {
    /** Needs a session: the passkey is added to the signed-in user. */
    registerStart: () =>
      call('POST /webauthn/register/start', {
        ...passkeyOptions(),
        user_agent: globalThis.navigator?.userAgent ?? '',
        use_base64_url_encoding: true,
      }),
    register: (publicKeyCredential: string, sessionDurationMinutes?: number) =>
      call('POST /webauthn/register', {
        public_key_credential: credential('webauthn.register', publicKeyCredential),
        session_duration_minutes: expectOptionalNumber('webauthn.register', 'session_duration_minutes', sessionDurationMinutes),
      }),
    /** `secondary` adds the passkey as a factor to the current session. */
    authenticateStart: (secondary: boolean, signal?: AbortSignal) =>
      call(
        secondary ? 'POST /webauthn/authenticate/start/secondary' : 'POST /webauthn/authenticate/start/primary',
        passkeyOptions(),
        { signal },
      ),
    authenticate: (publicKeyCredential: string, sessionDurationMinutes: number, signal?: AbortSignal) =>
      call(
        'POST /webauthn/authenticate',
        {
          public_key_credential: credential('webauthn.authenticate', publicKeyCredential),
          session_duration_minutes: expectOptionalNumber('webauthn.authenticate', 'session_duration_minutes', sessionDurationMinutes) as number,
        },
        { antiFraud: true, signal },
      ),
    update: (id: string, name: string) =>
      call('PUT /webauthn/update/:webauthn_registration_id', { name: expectString('webauthn.update', 'name', name) }, registration(id)),
    deleteRegistration: (id: string) => call('DELETE /users/webauthn_registrations/:webauthn_registration_id', undefined, registration(id)),
  };
}
