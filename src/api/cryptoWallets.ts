import type { CryptoWalletAuthenticateStartRequest, CryptoWalletType } from '../contract/index';
import type { Call } from './transport';

export interface CryptoAuthenticateStart {
  address: string;
  type: CryptoWalletType;
  /** A session exists: the wallet is checked as another factor of it (docs/spec/api.md §3). */
  secondary: boolean;
  /** The bootstrap's `siwe_required_for_crypto_wallets`; only Ethereum challenges are SIWE messages. */
  siwe?: boolean;
}

export interface CryptoAuthenticate {
  address: string;
  type: CryptoWalletType;
  /** Ethereum: personal_sign's 0x-hex; Solana: base58 of the signature's bytes. */
  signature: string;
  sessionDurationMinutes: number;
}

/**
 * The crypto wallet rows (docs/spec/api.md §3), for the crypto group only: like One Tap's rows they are
 * built on the loaded client's `call` in the group that uses them, so neither the main file nor
 * the client chunk carries them. Storing the session is the caller's (`storeAuth`), as for every
 * authenticate.
 */
export function cryptoWalletsApi(call: Call) {
  return {
    authenticateStart({ address, type, secondary, siwe }: CryptoAuthenticateStart) {
      const body: CryptoWalletAuthenticateStartRequest = { crypto_wallet_address: address, crypto_wallet_type: type };
      // The message names the page it is signed on (its domain comes from the request's Origin);
      // an opaque origin ('null') names none, and the provider falls back to the Origin.
      const origin = globalThis.location?.origin;
      if (siwe && type === 'ethereum' && origin && origin !== 'null') body.siwe_params = { uri: origin };
      return call(
        secondary ? 'POST /crypto_wallets/authenticate/start/secondary' : 'POST /crypto_wallets/authenticate/start/primary',
        body,
        { antiFraud: true },
      );
    },
    authenticate: ({ address, type, signature, sessionDurationMinutes }: CryptoAuthenticate) =>
      call(
        'POST /crypto_wallets/authenticate',
        { crypto_wallet_address: address, crypto_wallet_type: type, signature, session_duration_minutes: sessionDurationMinutes },
        { antiFraud: true },
      ),
  };
}
export type CryptoWalletsApi = ReturnType<typeof cryptoWalletsApi>;
