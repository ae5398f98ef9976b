// POST /events: the widget's batched telemetry (API.md §4). Kept for GET /__emulator/events so
// tests can assert which events a flow produced.
import type { TelemetryEvent } from '../../src/api/contract';
import type { Handler } from '../context';
import { assert } from '../errors';

/** The widget sends at most 15 per batch; this leaves room without allowing a flood. */
const MAX_EVENTS_PER_BATCH = 100;

export const receiveEvents: Handler<'POST /events'> = (ctx, body) => {
  assert(Array.isArray(body), 400, 'bad_request', 'The request body must be a JSON array of events');
  assert(body.length <= MAX_EVENTS_PER_BATCH, 400, 'invalid_argument', `At most ${MAX_EVENTS_PER_BATCH} events per batch`);
  body.forEach((item: unknown, i) => {
    const event = (item as { event?: unknown } | null)?.event as { event_name?: unknown } | undefined;
    assert(
      typeof item === 'object' && item !== null && typeof event === 'object' && event !== null && typeof event.event_name === 'string',
      400,
      'invalid_argument',
      `events[${i}] must be an object with an "event" object that has a string "event_name"`,
    );
  });
  ctx.store.addEvents(body as TelemetryEvent[]);
  return {};
};
