import type { Call } from './transport';
import { expectOptionalNumber } from './validate';

export function sessionsApi(call: Call) {
  return {
    authenticate(sessionDurationMinutes?: number, signal?: AbortSignal) {
      expectOptionalNumber('sessions.authenticate', 'session_duration_minutes', sessionDurationMinutes);
      return call(
        'POST /sessions/authenticate',
        sessionDurationMinutes === undefined ? {} : { session_duration_minutes: sessionDurationMinutes },
        { signal },
      );
    },
    revoke() {
      return call('POST /sessions/revoke', {});
    },
  };
}
