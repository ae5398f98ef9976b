// The shapes of what the emulator keeps besides users (store.ts): sessions, and each flow's
// pending secrets (links, codes, challenges, OAuth states and tokens), single-use and expiring.
import type { AuthenticationFactor, CryptoWalletType, OAuthProviderType, OtpChannel } from '../../src/contract/index';

export interface SessionRecord {
  session_id: string;
  /** The opaque bearer token the client sends back in the Authorization header. */
  token: string;
  user_id: string;
  started_at: number;
  last_accessed_at: number;
  expires_at: number;
  attributes: { ip_address: string; user_agent: string };
  authentication_factors: AuthenticationFactor[];
}

export interface MagicLinkRecord {
  token: string;
  user_id: string;
  email_id: string;
  email: string;
  expires_at: number;
  /** Set when the link was requested with PKCE; authenticate must then prove the verifier. */
  code_challenge: string | null;
}

export interface OtpRecord {
  /** The email_id or phone_id the code was sent to; one live code per method. */
  method_id: string;
  user_id: string;
  channel: OtpChannel;
  code: string;
  expires_at: number;
  failed_attempts: number;
}

export interface PasswordResetRecord {
  token: string;
  user_id: string;
  email_id: string;
  expires_at: number;
  /** Set when the reset was started with PKCE; the reset must then prove the verifier. */
  code_challenge: string | null;
  /** The 'log in without a password' magic-link token mailed alongside; dropped once the reset succeeds. */
  login_token: string;
}

/** A WebAuthn public-key credential; the wire User only lists its registration. */
export interface WebAuthnCredentialRecord {
  /** base64url credential id, as the authenticator reports it. */
  credential_id: string;
  webauthn_registration_id: string;
  user_id: string;
  rp_id: string;
  public_key: Uint8Array;
  counter: number;
  transports: string[];
}

/** A pending ceremony's challenge: single-use, expiring, bound to its RP ID (and user, when known). */
export interface WebAuthnChallengeRecord {
  /** base64url, as it appears in clientDataJSON. */
  challenge: string;
  ceremony: 'registration' | 'authentication';
  /** The registering user, or the signed-in user of a secondary authentication; null for primary. */
  user_id: string | null;
  rp_id: string;
  expires_at: number;
  user_verification_required: boolean;
  authenticator_type: string;
  user_agent: string;
}

/** An OAuth start waiting at the stand-in provider's page: everything the start was given. */
export interface OAuthStateRecord {
  /** Unguessable and single-use; the page's form carries nothing else. */
  state: string;
  provider_type: OAuthProviderType;
  /** The provider's default scopes, then the custom ones. */
  scopes: string[];
  provider_params: { key: string; value: string }[];
  login_redirect_url: string;
  signup_redirect_url: string;
  code_challenge: string | null;
  /** The signed-in user an oauth_attach_token named: the sign-in attaches the provider to them. */
  attach_user_id?: string;
  expires_at: number;
}

/** A finished provider sign-in, redeemed once by POST /oauth/authenticate. */
export interface OAuthTokenRecord {
  token: string;
  provider_type: OAuthProviderType;
  provider_subject: string;
  /** As the provider vouched for it, in its canonical form (canonicalEmail). */
  email: string;
  /** The display name given at the provider; may be empty. */
  name: string;
  scopes: string[];
  code_challenge: string | null;
  /** The provider's own ID token when the sign-in came with one (One Tap), handed back by authenticate. */
  id_token: string | null;
  /** The account's picture at the provider (the stand-in's avatar) and its locale, as the provider reports them. */
  profile_picture_url: string;
  locale: string;
  /** Carried from the start's state: the user this sign-in attaches the provider to. */
  attach_user_id?: string;
  expires_at: number;
}

/** POST /oauth/attach's token (api/oauthAttach.ts): single-use, short-lived, bound to its user and provider. */
export interface OAuthAttachTokenRecord {
  token: string;
  user_id: string;
  provider_type: OAuthProviderType;
  expires_at: number;
}

/** A One Tap start's callback id, waiting for the callback with the credential (single-use). */
export interface OneTapCallbackRecord {
  oauth_callback_id: string;
  expires_at: number;
}

/**
 * A crypto wallet's pending challenge (api/cryptoWallets.ts): one per wallet, replaced by a new
 * start, single-use, expiring, bound to the wallet and, for a secondary start, to the user.
 */
export interface CryptoWalletChallengeRecord {
  /** walletKey(type, address). */
  key: string;
  crypto_wallet_type: CryptoWalletType;
  /** As the start named it. */
  crypto_wallet_address: string;
  /** The exact string to sign. */
  challenge: string;
  /** The signed-in user of a secondary start; null for primary. */
  user_id: string | null;
  /** The page origin a SIWE challenge was issued to (its `domain`), which must also finish it; null otherwise. */
  origin: string | null;
  /** SIWE `not_before`, ms; null when none. */
  not_before: number | null;
  expires_at: number;
}

/** An authorization code of the OpenID Provider (docs/spec/security.md P4): single-use, bound to all it was issued for. */
export interface AuthorizationCodeRecord {
  code: string;
  /** Every token issued from this code shares it, so a replayed code can revoke them all. */
  grant_id: string;
  client_id: string;
  redirect_uri: string;
  code_challenge: string | null;
  nonce: string | null;
  user_id: string;
  scopes: string[];
  /** When the user last authenticated, in seconds (the ID token's auth_time). */
  auth_time: number;
  expires_at: number;
  /** Kept after its exchange until it expires, so that a replay is recognised and revokes its tokens. */
  used: boolean;
}

/** An access or refresh token of the OpenID Provider: opaque, looked up here. */
export interface OidcTokenRecord {
  token: string;
  grant_id: string;
  client_id: string;
  user_id: string;
  scopes: string[];
  auth_time: number;
  expires_at: number;
}

/**
 * A user's standing consent to a connected app (api/connectedApps.ts): kept from the first code
 * issued until the user revokes it. The next authorization then asks only for scopes beyond it.
 */
export interface ConnectedAppConsentRecord {
  user_id: string;
  client_id: string;
  /** Every scope granted to the app so far. */
  scopes: string[];
  granted_at: number;
}

/** A refresh token rotated away (oidcTokens.ts): its grant, revoked if it comes back, until its own expiry. */
export interface RotatedRefreshTokenRecord {
  grant_id: string;
  expires_at: number;
}

/**
 * A user's TOTP (api/totps.ts): the secret the app shares, and its recovery codes. Pending
 * (unverified) until a first code proves the app has it, and unusable after `expires_at` while
 * pending; once verified it lasts until deleted, so it is not in the expiry sweep.
 */
export interface TotpRecord {
  totp_id: string;
  user_id: string;
  /** base32, as handed out. */
  secret: string;
  verified: boolean;
  expires_at: number;
  /** The RFC 6238 time step of the last accepted code: that code and older ones are refused (replay). */
  last_used_step: number;
  recovery_codes: { totp_recovery_code_id: string; code: string; used: boolean }[];
}

/** A token minted by POST /__emulator/impersonation (the provider's dashboard): single-use, expiring. */
export interface ImpersonationTokenRecord {
  token: string;
  user_id: string;
  impersonator_id: string;
  impersonator_email_address: string;
  expires_at: number;
}
