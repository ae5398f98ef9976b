// Crypto wallets (docs/spec/api.md §3): the challenge a wallet signs, and the sign-in with its signature.
import type { CryptoWallet } from './users';

export type CryptoWalletType = CryptoWallet['crypto_wallet_type'];

/**
 * Sign-In with Ethereum (EIP-4361) fields for an Ethereum challenge. The message's `domain` is not
 * among them: the provider takes it from the page the request comes from.
 */
export interface SiweParams {
  /** The resource being signed in to: a URL on one of the project's allowed origins. */
  uri: string;
  /** EIP-155 chain id in decimal; "1" when absent. */
  chain_id?: string;
  /** RFC 3339; now when absent. */
  issued_at?: string;
  /** One line of plain ASCII. */
  statement?: string;
  /** RFC 3339: the signature counts only from then. */
  not_before?: string;
  message_request_id?: string;
  resources?: string[];
}

export interface CryptoWalletAuthenticateStartRequest {
  crypto_wallet_address: string;
  crypto_wallet_type: CryptoWalletType;
  siwe_params?: SiweParams;
  captcha_token?: string;
  dfp_telemetry_id?: string;
}
export interface CryptoWalletAuthenticateStartResponse {
  /** The exact string the wallet signs. */
  challenge: string;
}

export interface CryptoWalletAuthenticateRequest {
  crypto_wallet_address: string;
  crypto_wallet_type: CryptoWalletType;
  /** Ethereum: personal_sign's 0x-prefixed hex (65 bytes); Solana: base58 of the 64 signature bytes. */
  signature: string;
  session_duration_minutes: number;
  captcha_token?: string;
  dfp_telemetry_id?: string;
}
