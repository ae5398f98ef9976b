import type { Telemetry, TelemetryEvent, TelemetryEventName } from '../contract/index';
import { base64Utf8 } from '../util/base64';
import { uuid } from '../util/random';
import { timeZone } from './timeZone';
import type { SafeStorage } from '../util/storage';

export const SDK_IDENTIFIER = 'auth-widget';
export const EVENT_BATCH_SIZE = 15;
export const EVENT_FLUSH_MS = 800;

export interface TelemetryConfig {
  publicToken: string;
  origin: string;
  fetch: typeof fetch;
  storage: SafeStorage;
  version: string;
  /** The signed-in user and session, when there is one. */
  ids(): { user_id?: string; session_id?: string };
}

export interface TelemetryClient {
  /** The base64 `X-SDK-Client` header value for one call. */
  header(): string;
  log(name: TelemetryEventName, details?: Record<string, unknown>): void;
  flush(): void;
  /** Reads what the header needs (storage; the time zone is read when idle) ahead of the first request. */
  warm(): void;
}

/** The `X-SDK-Client` header and the `/events` batches (docs/spec/api.md §4): 15 events or 800 ms. */
export function createTelemetry(config: TelemetryConfig): TelemetryClient {
  const appSessionId = `app-session-id-${uuid()}`;
  const persistentKey = `auth_widget_persistent_id`;
  // Read when first needed: at the client's creation (warm), after first paint, or by a first
  // request that comes sooner.
  let persistentId: string | undefined;
  const persistent = (): string => {
    if (persistentId) return persistentId;
    let id = config.storage.get(persistentKey);
    if (!id || !/^persistent-id-[0-9a-f-]{36}$/.test(id)) {
      id = `persistent-id-${uuid()}`;
      config.storage.set(persistentKey, id);
    }
    return (persistentId = id);
  };
  // Events wait in the queue as logged; their telemetry is made when the batch leaves.
  let queue: { name: TelemetryEventName; details: Record<string, unknown>; at: number }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const telemetry = (at = Date.now()): Telemetry => {
    const { user_id, session_id } = config.ids();
    return {
      event_id: `event-id-${uuid()}`,
      app_session_id: appSessionId,
      persistent_id: persistent(),
      client_sent_at: new Date(at).toISOString(),
      timezone: timeZone(),
      ...(user_id ? { stytch_user_id: user_id } : {}),
      ...(session_id ? { stytch_session_id: session_id } : {}),
      app: { identifier: globalThis.location?.hostname ?? '' },
      sdk: { identifier: SDK_IDENTIFIER, version: config.version },
    };
  };

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const batch: TelemetryEvent[] = queue.map(({ name, details, at }) => ({
      telemetry: telemetry(at),
      event: {
        public_token: config.publicToken,
        event_name: name,
        details,
        error_code: null,
        error_description: null,
        http_status_code: null,
      },
    }));
    queue = [];
    // Telemetry never affects the user: no Authorization header, and failures (even a wrapped
    // fetch that throws instead of rejecting) are ignored.
    try {
      config
        .fetch(`${config.origin}/sdk/v1/events`, {
          method: 'POST',
          keepalive: true,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(batch),
        })
        .catch(() => undefined);
    } catch {
      // Ignored, as above.
    }
  };

  return {
    header: () => base64Utf8(JSON.stringify(telemetry())),
    log(name, details = {}) {
      queue.push({ name, details, at: Date.now() });
      if (queue.length >= EVENT_BATCH_SIZE) flush();
      else timer ??= setTimeout(flush, EVENT_FLUSH_MS);
    },
    flush,
    warm() {
      persistent();
      config.ids();
      timeZone();
    },
  };
}
