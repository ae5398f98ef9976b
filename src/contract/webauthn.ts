// WebAuthn / passkeys (docs/spec/api.md §3): request and response types.
export interface WebAuthnRegisterStartRequest {
  domain: string;
  authenticator_type?: 'platform' | 'cross-platform';
  return_passkey_credential_options?: boolean;
  override_id?: string;
  override_name?: string;
  override_display_name?: string;
  user_agent?: string;
  use_base64_url_encoding?: boolean;
}
export interface WebAuthnRegisterStartResponse {
  user_id: string;
  /** PublicKeyCredentialCreationOptionsJSON, serialized. */
  public_key_credential_creation_options: string;
}
export interface WebAuthnRegisterRequest {
  /** RegistrationResponseJSON, serialized. */
  public_key_credential: string;
  session_duration_minutes?: number;
}
export interface WebAuthnAuthenticateStartRequest {
  domain: string;
  return_passkey_credential_options?: boolean;
}
export interface WebAuthnAuthenticateStartResponse {
  /** PublicKeyCredentialRequestOptionsJSON, serialized. */
  public_key_credential_request_options: string;
}
export interface WebAuthnAuthenticateRequest {
  /** AuthenticationResponseJSON, serialized. */
  public_key_credential: string;
  session_duration_minutes: number;
  captcha_token?: string;
  dfp_telemetry_id?: string;
}
export interface WebAuthnUpdateRequest {
  name: string;
}
