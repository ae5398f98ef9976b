// Crypto wallets (docs/spec/api.md §3; docs/spec/security.md C5, C6; docs/spec/product.md §4): a start issues the exact
// string to sign, authenticate checks the wallet's signature over it (walletSignatures.ts) and signs
// in or up. Emulator choices: a challenge lives 5 minutes, one per wallet (a new start replaces
// it), bound to the wallet's type and address, to the signed-in user for a secondary start, and for
// SIWE to the page origin it was issued to; it is consumed by the first authenticate that names the
// wallet, whether or not that verifies (a `not_before` still in the future leaves it waiting). An
// Ethereum challenge is an EIP-4361 message (siwe.ts) when the project requires SIWE or the start
// sends siwe_params; otherwise, and for Solana, it is the provider's plain 'Signing in with
// <project>: <random>'. An unknown wallet signs up a new user. The spec names no error types for
// wallets, so these are the closest existing ones: 400 invalid_argument (a bad type, address,
// signature encoding or length, SIWE field, or siwe_params for Solana), 400 origin_not_allowed (a
// SIWE uri outside the allowed origins), 400 bad_request (the wallet is another user's, as for a
// secondary OTP send), 401 invalid_credentials (no live challenge: never started, used, replaced or
// expired; not yet valid; or the signature does not verify), 403 origin_not_allowed (a SIWE message
// finished from another page than it was issued to), 401 unauthorized_credentials (no session, or
// another one), 404 invalid_argument (DELETE of a wallet the user does not have).
import type { AuthenticationFactor, CryptoWallet, User } from '../../src/contract/index';
import type { Ctx, Handler } from './context';
import { assert, EmulatorError } from '../errors';
import { attemptOn } from '../limits/failedAttempts';
import { changed, refuseLastSignInFactor } from './users';
import { callerSession, completeAuthentication, requireCaller, sessionDuration } from './authSessions';
import { readSiweParams, siweMessageFor } from '../crypto/siwe';
import type { CryptoWalletChallengeRecord } from '../store/records';
import { walletKey } from '../store/store';
import { newSecret } from '../crypto/tokens';
import { objectBody, optionalObject, optionalString, requiredString } from '../validate/validate';
import { readWalletAddress, readWalletType } from '../crypto/walletAddresses';
import { decodeSignature, MAX_SIGNATURE_LENGTH, verifyWalletSignature } from '../crypto/walletSignatures';
import { MINUTE_MS } from '../store/clock';

const CHALLENGE_MS = 5 * MINUTE_MS;

function authenticateStart(secondary: boolean): Handler<'POST /crypto_wallets/authenticate/start/primary'> {
  return (ctx, rawBody) => {
    const caller = secondary ? requireCaller(ctx).user : null;
    const body = objectBody(rawBody);
    const type = readWalletType(body);
    const address = readWalletAddress(body, type);
    for (const name of ['captcha_token', 'dfp_telemetry_id']) optionalString(body, name);
    const siweParams = optionalObject(body, 'siwe_params');
    assert(!(siweParams && type === 'solana'), 400, 'invalid_argument', 'siwe_params apply to Ethereum wallets only, not solana');
    const owner = ctx.store.userByWallet(type, address);
    assert(!caller || !owner || owner === caller, 400, 'bad_request', 'This wallet belongs to another user');

    const now = ctx.clock.now();
    const expiresAt = now + CHALLENGE_MS;
    const record: CryptoWalletChallengeRecord = {
      key: walletKey(type, address),
      crypto_wallet_type: type,
      crypto_wallet_address: address,
      challenge: `Signing in with ${ctx.project.project_name}: ${newSecret()}`,
      user_id: caller?.user_id ?? null,
      origin: null,
      not_before: null,
      expires_at: expiresAt,
    };
    if (type === 'ethereum' && (ctx.project.siwe_required_for_crypto_wallets || siweParams)) {
      const origin = ctx.meta.origin ?? null;
      const request = readSiweParams(siweParams ?? {}, origin, ctx.project.allowed_origins);
      assert(
        request.notBefore === undefined || request.notBefore.ms < expiresAt,
        400,
        'invalid_argument',
        `siwe_params.not_before is after the challenge expires (${CHALLENGE_MS / MINUTE_MS} minutes from now), so it could never be used`,
      );
      record.challenge = siweMessageFor(request, address, now);
      record.origin = origin;
      record.not_before = request.notBefore?.ms ?? null;
    }
    // Expired challenges go on the next start, so abandoned ones do not pile up.
    for (const [key, pending] of ctx.store.cryptoWalletChallenges) if (pending.expires_at <= now) ctx.store.cryptoWalletChallenges.delete(key);
    ctx.store.cryptoWalletChallenges.set(record.key, record);
    return { challenge: record.challenge };
  };
}

export const cryptoWalletAuthenticateStartPrimary = authenticateStart(false);
export const cryptoWalletAuthenticateStartSecondary = authenticateStart(true);

export const cryptoWalletAuthenticate: Handler<'POST /crypto_wallets/authenticate'> = async (ctx, rawBody) => {
  const body = objectBody(rawBody);
  const type = readWalletType(body);
  const address = readWalletAddress(body, type);
  const signature = decodeSignature(type, requiredString(body, 'signature', MAX_SIGNATURE_LENGTH));
  const duration = sessionDuration(body);
  for (const name of ['captcha_token', 'dfp_telemetry_id']) optionalString(body, name);

  // A bad signature counts against the wallet's owner, or the address for a wallet nobody owns (A5).
  const attempt = attemptOn(ctx, ctx.store.userByWallet(type, address)?.user_id ?? null);
  const record = consumeChallenge(ctx, walletKey(type, address));
  if (!verifyWalletSignature(type, address, record.challenge, signature)) {
    attempt.failed();
    throw new EmulatorError(401, 'invalid_credentials', "The wallet's signature could not be verified. Please try again.");
  }
  const user = record.user_id === null ? (ctx.store.userByWallet(type, address) ?? ctx.store.createUser(ctx.clock.now(), 'active')) : secondaryUser(ctx, record);
  const wallet = ctx.store.addCryptoWallet(user, type, address);
  return completeAuthentication(ctx, user, factorFor(wallet), duration);
};

/** Takes the wallet's challenge out of the store if it can be used now; otherwise a 401 says why. */
function consumeChallenge(ctx: Ctx, key: string): CryptoWalletChallengeRecord {
  const record = ctx.store.cryptoWalletChallenges.get(key);
  assert(record, 401, 'invalid_credentials', 'This sign-in request has expired or was already used. Please try again.');
  const now = ctx.clock.now();
  if (record.not_before !== null && now < record.not_before) {
    throw new EmulatorError(401, 'invalid_credentials', `This sign-in request is valid from ${new Date(record.not_before).toISOString()}. Please try again then.`);
  }
  ctx.store.cryptoWalletChallenges.delete(key);
  assert(record.expires_at > now, 401, 'invalid_credentials', 'This sign-in request has expired. Please try again.');
  const origin = ctx.meta.origin ?? null;
  assert(
    record.origin === null || record.origin === origin,
    403,
    'origin_not_allowed',
    `This sign-in request was made on ${record.origin} and must be finished there, not on ${origin ?? 'a request without an Origin'}.`,
  );
  return record;
}

/** A secondary challenge adds the wallet to the user it was issued to, in that user's session. */
function secondaryUser(ctx: Ctx, record: CryptoWalletChallengeRecord): User {
  const session = callerSession(ctx);
  const user = session?.user_id === record.user_id ? ctx.store.users.get(record.user_id) : undefined;
  assert(user, 401, 'unauthorized_credentials', 'This challenge was started by a signed-in user; finish it with the same session');
  const owner = ctx.store.userByWallet(record.crypto_wallet_type, record.crypto_wallet_address);
  assert(!owner || owner === user, 400, 'bad_request', 'This wallet belongs to another user');
  return user;
}

function factorFor(wallet: CryptoWallet): Omit<AuthenticationFactor, 'last_authenticated_at'> {
  return {
    type: 'crypto',
    delivery_method: 'crypto_wallet',
    crypto_wallet_factor: {
      crypto_wallet_id: wallet.crypto_wallet_id,
      crypto_wallet_address: wallet.crypto_wallet_address,
      crypto_wallet_type: wallet.crypto_wallet_type,
    },
  };
}

export const deleteCryptoWallet: Handler<'DELETE /users/crypto_wallets/:crypto_wallet_id'> = (ctx) => {
  const { user } = requireCaller(ctx);
  const id = ctx.params.crypto_wallet_id ?? '';
  assert(user.crypto_wallets.some((w) => w.crypto_wallet_id === id), 404, 'invalid_argument', `crypto_wallet_id: the user has no crypto wallet with id ${id}`);
  refuseLastSignInFactor(user);
  ctx.store.removeCryptoWallet(user, id);
  return changed(user);
};
