// TOTP (authenticator apps) and recovery codes, and impersonation (issue 17): the provider's
// shapes; each authenticate answers the Auth payload of docs/spec/api.md §5 plus the TOTP's id.
import type { AuthResponse, User } from './users';

export interface TotpCreateRequest {
  /** How long the new TOTP may stay unverified: 5 to 1440 minutes, 1440 when absent. */
  expiration_minutes?: number;
}
export interface TotpCreateResponse {
  totp_id: string;
  /** The shared secret, base32 without padding (160 bits), for typing into an app. */
  secret: string;
  /** A PNG data URL (`data:image/png;base64,…`) of the otpauth:// URI. */
  qr_code: string;
  /** Ten single-use codes, `xxxx-xxxx-xxxx`. */
  recovery_codes: string[];
  user_id: string;
  user: User;
  // users.ts UserEcho.
  /** The same user, as the provider's own SDK reads it. */
  __user?: User;
}
export interface TotpAuthenticateRequest {
  /** The six digits the app shows. */
  totp_code: string;
  session_duration_minutes?: number;
}
export type TotpAuthenticateResponse = AuthResponse & { totp_id: string };
export interface TotpRecoveryCodesResponse {
  user_id: string;
  /** The user's TOTPs, each with its unused recovery codes. */
  totps: { totp_id: string; verified: boolean; recovery_codes: string[] }[];
}
export interface TotpRecoverRequest {
  recovery_code: string;
  session_duration_minutes?: number;
}
export type TotpRecoverResponse = AuthResponse & { totp_id: string };

export interface ImpersonationAuthenticateRequest {
  impersonation_token: string;
}

/** `POST /__emulator/impersonation` `{user_id, impersonator_email_address?}`: stands in for the provider's dashboard. */
export interface EmulatorImpersonationToken {
  impersonation_token: string;
  user_id: string;
  /** ISO time; the token works once, until then. */
  expires_at: string;
}
