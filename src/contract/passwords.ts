// Passwords and users/search (docs/spec/api.md §3): request and response types.
import type { AntiFraudFields } from './core';

export interface PasswordCreateRequest extends AntiFraudFields {
  email: string;
  password: string;
  session_duration_minutes: number;
}
export type PasswordAuthenticateRequest = PasswordCreateRequest;

export interface PasswordResetByEmailStartRequest extends AntiFraudFields {
  email: string;
  login_redirect_url?: string;
  reset_password_redirect_url?: string;
  reset_password_expiration_minutes?: number;
  reset_password_template_id?: string;
  locale?: string;
  code_challenge?: string;
}
export interface PasswordResetByEmailRequest extends AntiFraudFields {
  token: string;
  password: string;
  session_duration_minutes: number;
  code_verifier?: string;
}
export interface PasswordResetByExistingPasswordRequest {
  email: string;
  existing_password: string;
  new_password: string;
  session_duration_minutes: number;
}
export interface PasswordResetBySessionRequest {
  password: string;
  session_duration_minutes?: number;
}

export type PasswordStrengthPolicy = 'zxcvbn' | 'luds';
export interface PasswordStrengthCheckRequest {
  email?: string;
  password: string;
}
// docs/spec/api.md §3.
/** POST /passwords/strength_check: computed by the server, only shown by the widget. */
export interface PasswordStrengthCheckResponse {
  valid_password: boolean;
  /** zxcvbn's 0-4. */
  score: number;
  breached_password: boolean;
  breach_detection_on_create: boolean;
  strength_policy: PasswordStrengthPolicy;
  feedback: {
    warning: string;
    suggestions: string[];
    luds_requirements: {
      has_digit: boolean;
      has_lower_case: boolean;
      has_symbol: boolean;
      has_upper_case: boolean;
      missing_characters: number;
      missing_complexity: number;
    };
  };
}

export interface UsersSearchRequest extends AntiFraudFields {
  email: string;
}
export type UserSearchType = 'new' | 'password' | 'passwordless';
/** Note the camelCase key, as the provider spells it. */
export interface UsersSearchResponse {
  userType: UserSearchType;
}
