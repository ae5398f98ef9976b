// What the emulator keeps, in memory: every table and index, and how to empty them. Maps (never
// plain objects) so that no key from a request can reach Object.prototype (docs/spec/security.md P5). The
// operations that keep the indexes in step with the tables are the Store's (store.ts); the indexes
// are protected, so nothing else writes them.
import type { GoogleIdentity, TelemetryEvent, User } from '../../src/contract/index';
import { RateLimitCounters } from '../limits/rateLimitCounters';
import type {
  AuthorizationCodeRecord,
  ConnectedAppConsentRecord,
  CryptoWalletChallengeRecord,
  ImpersonationTokenRecord,
  MagicLinkRecord,
  OAuthAttachTokenRecord,
  OAuthStateRecord,
  OAuthTokenRecord,
  OidcTokenRecord,
  OneTapCallbackRecord,
  OtpRecord,
  PasswordResetRecord,
  RotatedRefreshTokenRecord,
  SessionRecord,
  TotpRecord,
  WebAuthnChallengeRecord,
  WebAuthnCredentialRecord,
} from './records';

export class StoreTables {
  readonly users = new Map<string, User>();
  protected readonly userIdByEmail = new Map<string, string>();
  protected readonly userIdByPhone = new Map<string, string>();
  readonly sessions = new Map<string, SessionRecord>();
  protected readonly sessionIdByToken = new Map<string, string>();
  readonly magicLinks = new Map<string, MagicLinkRecord>();
  readonly otps = new Map<string, OtpRecord>();
  /** user_id → the stored scrypt string; the wire User only says whether a password exists. */
  readonly passwordHashes = new Map<string, string>();
  readonly passwordResets = new Map<string, PasswordResetRecord>();
  /** credential_id → credential. */
  readonly webauthnCredentials = new Map<string, WebAuthnCredentialRecord>();
  /** challenge → pending ceremony. */
  readonly webauthnChallenges = new Map<string, WebAuthnChallengeRecord>();
  /** state → OAuth start waiting at the stand-in provider. */
  readonly oauthStates = new Map<string, OAuthStateRecord>();
  /** token → finished provider sign-in. */
  readonly oauthTokens = new Map<string, OAuthTokenRecord>();
  /** oauth_callback_id → One Tap start waiting for its callback. */
  readonly oneTapCallbacks = new Map<string, OneTapCallbackRecord>();
  /** walletKey → pending challenge. */
  readonly cryptoWalletChallenges = new Map<string, CryptoWalletChallengeRecord>();
  protected readonly userIdByWallet = new Map<string, string>();
  /** The OpenID Provider's codes, access tokens and refresh tokens, each by its value. */
  readonly authorizationCodes = new Map<string, AuthorizationCodeRecord>();
  readonly oidcAccessTokens = new Map<string, OidcTokenRecord>();
  readonly oidcRefreshTokens = new Map<string, OidcTokenRecord>();
  /** Refresh tokens already rotated away, until they would have expired: presenting one again is a replay. */
  readonly rotatedRefreshTokens = new Map<string, RotatedRefreshTokenRecord>();
  /** totp_id → TOTP, and token → impersonation token (issue 17). */
  readonly totps = new Map<string, TotpRecord>();
  readonly impersonationTokens = new Map<string, ImpersonationTokenRecord>();
  /** token → pending OAuth attach, and consentKey(user, client) → a user's consent to a connected app (issue 36). */
  readonly oauthAttachTokens = new Map<string, OAuthAttachTokenRecord>();
  readonly connectedAppConsents = new Map<string, ConnectedAppConsentRecord>();
  /** Who is "signed in to Google" in the browser, for the stand-in Google's chooser; staged by tests. */
  googleIdentities: GoogleIdentity[] = [];
  events: TelemetryEvent[] = [];
  /** Issue 15: each user's sessions, oldest first, for the per-user cap. */
  protected readonly sessionIdsByUser = new Map<string, Set<string>>();
  /** Sends, failures and requests counted against the project's rate_limits. */
  readonly rateLimits = new RateLimitCounters();


  /** Empties every table and index (each Map of this object) and the rate-limit counters. */
  reset(): void {
    this.rateLimits.clear();
    for (const value of Object.values(this)) if (value instanceof Map) value.clear();
    this.googleIdentities = [];
    this.events = [];
  }

  /** How many entries each table and index holds: tests and the bench watch these for leaks. */
  sizes(): Record<string, number> {
    return Object.fromEntries(Object.entries(this).flatMap(([name, value]) => (value instanceof Map ? [[name, value.size]] : [])));
  }
}
