import type { EndpointKey, UsersUpdateRequest } from '../contract/index';
import type { Call } from './transport';

/** The factors a user may delete (docs/spec/api.md §3), by the provider's method suffix: `user.delete${factor}(id)`. */
export const DELETE_ENDPOINTS = {
  Email: 'DELETE /users/emails/:email_id',
  PhoneNumber: 'DELETE /users/phone_numbers/:phone_id',
  TOTP: 'DELETE /users/totps/:totp_id',
  CryptoWallet: 'DELETE /users/crypto_wallets/:crypto_wallet_id',
  OAuthRegistration: 'DELETE /users/oauth/:oauth_user_registration_id',
  WebauthnRegistration: 'DELETE /users/webauthn_registrations/:webauthn_registration_id',
  BiometricRegistration: 'DELETE /users/biometric_registrations/:biometric_registration_id',
} as const satisfies Record<string, EndpointKey>;
export type DeletableFactor = keyof typeof DELETE_ENDPOINTS;

/**
 * The signed-in user's own changes (docs/spec/api.md §3): `PUT /users/me` and the factor deletions, for the
 * `headless` chunk only. The caller has checked the arguments.
 */
export function userUpdatesApi(call: Call) {
  return {
    update: (request: UsersUpdateRequest) => call('PUT /users/me', request),
    deleteFactor(factor: DeletableFactor, id: string) {
      const endpoint = DELETE_ENDPOINTS[factor];
      return call(endpoint, undefined, { params: { [endpoint.slice(endpoint.lastIndexOf(':') + 1)]: id } });
    },
  };
}
