// How a wallet's refusal is told apart from a failure (docs/spec/security.md C3), by the EIP-1193 codes
// that Ethereum wallets and Phantom's Solana provider both use (Phantom documents 4001 and -32002
// with the same meanings), never by class: errors come from extension code.

/** Which request failed: the address (connect) or the signature of the challenge (sign). */
export type WalletPhase = 'connect' | 'sign';

/**
 * - `cancelled`: the user said no in the wallet (4001). The flow shows CryptoError and never asks
 *   the wallet again by itself, so a refusal cannot loop.
 * - `openWallet`: the wallet already has a prompt of ours open (-32002); the flow asks the user
 *   to open the wallet and sends nothing new.
 * - `connectFailed`, `signFailed`: anything else, the spec's '[Error] Could not connect to wallet'
 *   and '[Error] Could not sign message' (docs/spec/product.md §8).
 */
export type WalletError = 'cancelled' | 'openWallet' | 'connectFailed' | 'signFailed';

/** Codeless wallets say a refusal in words only, e.g. 'User rejected the request.' */
const REFUSAL = /user (rejected|denied|cancel)/i;

export function walletErrorOf(error: unknown, phase: WalletPhase): WalletError {
  try {
    // The error itself, or the wallet's error a wrapper keeps as `cause`.
    for (const link of [error, (error as { cause?: unknown } | null)?.cause] as ({ code?: unknown; message?: unknown } | null)[]) {
      const code = link?.code;
      if (code === 4001 || (code === undefined && REFUSAL.test(link?.message as string))) return 'cancelled';
      if (code === -32002) return 'openWallet';
    }
  } catch {
    // a hostile error object: the phase's failure
  }
  return phase == 'connect' ? 'connectFailed' : 'signFailed';
}
