// POST /events: the widget's batched telemetry (docs/spec/api.md §4). Kept for GET /__emulator/events so
// tests can assert which events a flow produced.
//
// The endpoint needs no credentials, so whatever it stores must stay cheap to keep and to serve
// back: every event is checked for shape, size and depth on arrival. Like a real intake that
// validates its schema at the door, a batch with any bad event is refused whole with 400 naming it,
// and nothing of it is stored. The SDK ignores the answer (docs/spec/api.md §3), so a refusal costs a page
// nothing, while in tests a loud 400 shows a widget bug that a silent drop would hide; refusing the
// whole batch keeps "which events arrived" unambiguous. The store keeps the newest
// MAX_STORED_EVENTS (store.ts), so the most it holds is that many times MAX_EVENT_BYTES.
import type { TelemetryEvent } from '../../src/contract/index';
import type { Handler } from './context';
import { assert } from '../errors';
import { MAX_JSON_DEPTH, valueDepth } from '../validate/jsonLimits';

/** The widget sends at most 15 per batch; this leaves room without allowing a flood. */
const MAX_EVENTS_PER_BATCH = 100;
/** The longest name the widget logs is 25 characters. */
const MAX_EVENT_NAME_LENGTH = 100;
/** The widget's details are one flat object of a few fields; a little nesting is allowed. */
const MAX_DETAILS_DEPTH = 4;
/** One whole event (telemetry, event and details) as JSON; the widget's are under 1 KB. */
const MAX_EVENT_BYTES = 8 * 1024;

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with one received event, or null when it may be stored. */
function eventProblem(item: unknown): string | null {
  if (!isObject(item) || !isObject(item.event)) return 'must be an object with an "event" object';
  const { event_name: name, details } = item.event;
  if (typeof name !== 'string' || name === '' || name.length > MAX_EVENT_NAME_LENGTH) {
    return `needs an event.event_name of 1 to ${MAX_EVENT_NAME_LENGTH} characters`;
  }
  if (details !== undefined && details !== null) {
    if (!isObject(details)) return 'has an event.details that is not an object';
    if (valueDepth(details, MAX_DETAILS_DEPTH) > MAX_DETAILS_DEPTH) return `has an event.details nested deeper than ${MAX_DETAILS_DEPTH} levels`;
  }
  // readJsonBody already bounds the depth; checked again so JSON.stringify below cannot overflow.
  if (valueDepth(item) > MAX_JSON_DEPTH) return `nests deeper than ${MAX_JSON_DEPTH} levels`;
  if (Buffer.byteLength(JSON.stringify(item)) > MAX_EVENT_BYTES) return `is larger than ${MAX_EVENT_BYTES} bytes of JSON`;
  return null;
}

export const receiveEvents: Handler<'POST /events'> = (ctx, body) => {
  assert(Array.isArray(body), 400, 'bad_request', 'The request body must be a JSON array of events');
  assert(body.length <= MAX_EVENTS_PER_BATCH, 400, 'invalid_argument', `At most ${MAX_EVENTS_PER_BATCH} events per batch`);
  body.forEach((item: unknown, i) => {
    const problem = eventProblem(item);
    assert(problem === null, 400, 'invalid_argument', `events[${i}] ${problem}; the batch was not stored`);
  });
  ctx.store.addEvents(body as TelemetryEvent[]);
  return {};
};
