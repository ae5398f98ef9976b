// Telemetry (API.md §4), the emulator's test hooks, and redirect token types.
import type { User } from '../contract';

export interface Telemetry {
  event_id: string;
  app_session_id: string;
  persistent_id: string;
  client_sent_at: string;
  timezone: string;
  stytch_user_id?: string;
  stytch_session_id?: string;
  app: { identifier: string };
  sdk: { identifier: string; version: string };
}

export type TelemetryEventName =
  | 'sdk_instance_instantiated'
  | 'render_login_screen'
  | 'render_idp_screen'
  | 'start_oauth_flow'
  | 'oauth_success'
  | 'oauth_failure'
  | 'email_sent'
  | 'email_try_again_clicked'
  | 'ui_authentication_success';

export interface TelemetryEvent {
  telemetry: Telemetry;
  event: {
    public_token: string;
    event_name: TelemetryEventName;
    details: Record<string, unknown>;
    error_code: string | null;
    error_description: string | null;
    http_status_code: number | null;
  };
}

/** What the emulator's outbox exposes at `GET /__emulator/outbox`. */
export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms' | 'whatsapp';
  recipient: string;
  subject: string;
  text: string;
  /** The magic link, when the message carries one (in a password reset email: the reset link). */
  link?: string;
  /** In a password reset email: the 'log in without a password' link (`stytch_token_type=login`). */
  login_link?: string;
  /** The passcode, when the message carries one. */
  code?: string;
  sent_at: string;
}

/** `GET /__emulator/outbox` (optional query filters `recipient`, `channel`). */
export interface EmulatorOutbox {
  messages: OutboxMessage[];
}

/** `GET /__emulator/clock`, and `POST` with `{now: ISO string}` or `{advance_ms: number}`. */
export interface EmulatorClock {
  now: string;
}

/**
 * `POST /__emulator/users` `{email, password?: string | null, requires_reset?: boolean}`: creates
 * or updates a user (null password = passwordless; the policy is not applied).
 */
export interface EmulatorUser {
  user: User;
  email_id: string;
}

/** Redirect-link token types (API.md §7). */
export type RedirectTokenType = 'magic_links' | 'oauth' | 'reset_password' | 'login' | 'impersonation';
