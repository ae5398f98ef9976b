// TOTP, recovery codes and impersonation (API.md §3; product-spec.md §1, §7): an authenticator
// app enrolled on a signed-in user, its single-use recovery codes, and a session minted from an
// impersonation token that the provider's dashboard (the emulator's dev endpoint) hands out.
import type { AuthResponse } from './users';

export interface TotpCreateRequest {
  expiration_minutes: number;
}
/** The new, unverified TOTP: its secret, the `otpauth://` URI as a QR code data URL, and its recovery codes. */
export interface TotpCreateResponse {
  user_id: string;
  totp_id: string;
  secret: string;
  /** A `data:image/png;base64,…` URL. */
  qr_code: string;
  recovery_codes: string[];
}

export interface TotpAuthenticateRequest {
  totp_code: string;
  session_duration_minutes?: number;
}
export interface TotpAuthenticateResponse extends AuthResponse {
  totp_id: string;
}

/** `POST /totps/recovery_codes`: the user's TOTPs with the recovery codes still unused. */
export interface TotpRecoveryCodesResponse {
  user_id: string;
  totps: { totp_id: string; verified: boolean; recovery_codes: string[] }[];
}

export interface TotpRecoverRequest {
  recovery_code: string;
  session_duration_minutes?: number;
}
export interface TotpRecoverResponse extends AuthResponse {
  totp_id: string;
}

export interface ImpersonationAuthenticateRequest {
  impersonation_token: string;
}
