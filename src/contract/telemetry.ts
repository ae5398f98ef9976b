// Telemetry (docs/spec/api.md §4), the emulator's test hooks, and redirect token types.
import type { Session, User } from './users';

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
  /** The `locale` the send asked for, in canonical BCP 47 form (`pt-BR`); absent when it asked for none. */
  locale?: string;
  /**
   * The language the subject and text are written in: the asked locale's language when the
   * emulator has texts for it (`en`, `de`, `es`; `de-AT` is `de`), else `en`.
   */
  rendered_locale: string;
  sent_at: string;
}

/** `GET /__emulator/outbox` (optional query filters `recipient`, `channel`). */
export interface EmulatorOutbox {
  messages: OutboxMessage[];
  // Issue 15.
  /** Older messages dropped for room since start or the last reset, whatever the filters. */
  dropped: number;
  /** How many the outbox keeps: the project's outbox_max_messages. */
  max_messages: number;
}

/** `GET /__emulator/clock`, and `POST` with `{now: ISO string}` or `{advance_ms: number}`. */
export interface EmulatorClock {
  now: string;
}

/**
 * Error types only the emulator's test hooks produce, never the provider: a status injected by
 * `POST /__emulator/faults` (503 and other codes without a provider type), and an unknown fault id.
 */
export type EmulatorOnlyErrorType = 'injected_fault' | 'fault_not_found' | 'csrf_token_mismatch';

// docs/spec/security.md E7.
/**
 * One injected fault, as `POST /__emulator/faults` answers it (`{fault}`) and
 * `GET` lists it. `route` is `"METHOD /path"` or `"/path"` (any method), a trailing `*` matching
 * a prefix; OPTIONS preflights, `/__emulator/*`, `/outbox`, `/admin` and `/cdn/*` are never affected.
 */
export interface EmulatorFault {
  fault_id: string;
  route: string;
  /** Real time waited before the request is handled. */
  latency_ms?: number;
  /** Answered as the flat error body instead of running the handler. */
  status?: number;
  /** The `Retry-After` header sent with `status`. */
  retry_after_s?: number;
  /** The connection is dropped before the handler runs, or after its changes are committed. */
  drop?: 'before' | 'after';
  /** The handler sees the emulator clock moved by this much, for that request only. */
  clock_offset_ms?: number;
  /** How many matching requests it affected at most, as registered. */
  times?: number;
  /** How many more matching requests it affects; null until cleared. */
  remaining: number | null;
}

/** `GET /__emulator/faults`, and both `DELETE`s (all, or `/__emulator/faults/:fault_id`): what is left. */
export interface EmulatorFaults {
  faults: EmulatorFault[];
}

/**
 * `GET /__emulator/requests`: requests received per `"METHOD /pathname"` since start or the last
 * reset, counted before faults apply; preflights and the emulator's own paths are not counted.
 * Past 1000 distinct keys the rest are added up under `"other"`.
 */
export interface EmulatorRequestCounts {
  counts: Record<string, number>;
}

/**
 * `POST /__emulator/users` `{email, password?: string | null, requires_reset?: boolean}`: creates
 * or updates a user (null password = passwordless; the policy is not applied).
 */
export interface EmulatorUser {
  user: User;
  email_id: string;
}

// docs/spec/api.md §7.
/** Redirect-link token types. */
export type RedirectTokenType = 'magic_links' | 'oauth' | 'reset_password' | 'login' | 'impersonation';

/**
 * `POST /__emulator/sessions` `{email, session_duration_minutes?}`: a fresh session for that
 * address's user (created when there is none), as a sign-in would give it, for tests that start
 * signed in (auth-widget/testing's signIn).
 */
export interface EmulatorSession {
  user: User;
  session: Session;
  session_token: string;
  session_jwt: string;
}
