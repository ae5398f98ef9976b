// The server-side password strength check (docs/spec/api.md §3 strength_check; docs/spec/product.md §5). The
// project picks the policy: zxcvbn (valid at score 3 or more) or LUDS (length and character
// classes from password_config). Either way a password on the breached list is never valid.
// Passwords are taken exactly as typed (X8): lengths count Unicode code points, not UTF-16 units.
// zxcvbn runs on worker threads (strengthWorker.mjs): tenths of a second of CPU for 100 characters.
// Its answers are kept by a hash of exactly what it was given, since test suites check one
// password over and over; different user inputs are different keys.
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PasswordStrengthCheckResponse } from '../../src/contract/index';
import { isBreachedPassword } from './breached';
import { EmulatorError } from '../errors';
import { DEFAULT_PROJECT, type ProjectConfig } from '../project/project';
import { createWorkerPool } from './workerPool';

/** docs/spec/security.md X5: zxcvbn's cost grows with length, so only this many code points are scored. */
export const STRENGTH_CHECK_CHARS = 100;
export const MIN_ZXCVBN_SCORE = 3;

export type StrengthResult = Omit<PasswordStrengthCheckResponse, 'request_id' | 'status_code'>;
type LudsRequirements = StrengthResult['feedback']['luds_requirements'];

/** What strengthWorker.mjs answers. */
interface Scored {
  score: number;
  warning: string;
  suggestions: string[];
}

/** Tasks waiting per worker before a check is refused: a 100-character one takes 0.8 s. */
const QUEUED_PER_WORKER = 32;
// One per core: on two cores, two workers gave 126 password sign-ups/s against one worker's 92,
// and bootstrap p99 stayed under 10 ms while they ran (bench:emulator).
const WORKERS = Math.max(1, availableParallelism());

/**
 * One pool per process, shared by every emulator in it, as libuv's threadpool is: a test suite
 * creates hundreds of emulators, and each worker holds the dictionaries (about 30 MB). Workers
 * start on first use, so an emulator that never checks a password never starts one.
 */
const zxcvbnPool = createWorkerPool<{ password: string; userInputs: string[] }, Scored>(
  join(dirname(fileURLToPath(import.meta.url)), 'strengthWorker.mjs'),
  {
    size: WORKERS,
    maxQueued: WORKERS * QUEUED_PER_WORKER,
    // The emulator is busy, not the caller over a limit: 503, which the widget already words.
    whenFull: () => new EmulatorError(503, 'service_unavailable', 'Too many password checks at once; retry in a second', { 'retry-after': '1' }),
  },
);

/** zxcvbn's answers (or the check under way) by scoreKey(); the oldest go first beyond the cap. */
const SCORES_KEPT = 1000;
const scores = new Map<string, Promise<Scored>>();

/** A hash of exactly zxcvbn's inputs: the scored password and the user inputs, in order. */
function scoreKey(password: string, userInputs: string[]): string {
  return createHash('sha256').update(JSON.stringify([password, userInputs])).digest('base64url');
}

/** zxcvbn's answer for these inputs, from the pool once and then from memory (a refusal is not kept). */
function score(password: string, userInputs: string[]): Promise<Scored> {
  const key = scoreKey(password, userInputs);
  let scored = scores.get(key);
  if (scored) {
    scores.delete(key); // kept as the newest again
  } else {
    scored = zxcvbnPool.run({ password, userInputs });
    scored.catch(() => scores.get(key) === scored && scores.delete(key));
  }
  scores.set(key, scored);
  if (scores.size > SCORES_KEPT) scores.delete(scores.keys().next().value!);
  return scored;
}

/** How many zxcvbn answers are kept now (for tests). */
export function keptScores(): number {
  return scores.size;
}

/** Terminates the zxcvbn workers once their tasks are done (server close; a later check restarts them). */
export function stopStrengthWorkers(): Promise<void> {
  return zxcvbnPool.close();
}

export function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

function firstCodePoints(text: string, count: number): string {
  return Array.from(text).slice(0, count).join('');
}

/** The LUDS numbers of the project; LUDS without a password_config uses the defaults. */
export function ludsConfig(project: ProjectConfig): { complexity: number; minimum: number } {
  const config = project.password_config ?? DEFAULT_PROJECT.password_config!;
  return { complexity: config.luds_complexity, minimum: config.luds_minimum_count };
}

/** Lower and upper case letters and digits in any script; every other character is a symbol. */
function ludsRequirements(password: string, project: ProjectConfig): LudsRequirements {
  const { complexity, minimum } = ludsConfig(project);
  let has_lower_case = false;
  let has_upper_case = false;
  let has_digit = false;
  let has_symbol = false;
  for (const ch of password) {
    if (/\p{Ll}/u.test(ch)) has_lower_case = true;
    else if (/\p{Lu}/u.test(ch)) has_upper_case = true;
    else if (/\p{Nd}/u.test(ch)) has_digit = true;
    else has_symbol = true;
  }
  const classes = [has_lower_case, has_upper_case, has_digit, has_symbol].filter(Boolean).length;
  return {
    has_digit,
    has_lower_case,
    has_symbol,
    has_upper_case,
    missing_characters: Math.max(0, minimum - codePointLength(password)),
    missing_complexity: Math.max(0, complexity - classes),
  };
}

/** The strength check; `email` (when known) counts as a guessable user input for zxcvbn. */
export async function checkStrength(project: ProjectConfig, password: string, email?: string): Promise<StrengthResult> {
  const userInputs = email === undefined ? [] : [email, ...email.split(/[@.+_-]/).filter(Boolean)];
  const scored = await score(firstCodePoints(password, STRENGTH_CHECK_CHARS), userInputs);
  const breached = isBreachedPassword(password);
  const luds = ludsRequirements(password, project);
  const policy = project.password_policy;
  const strong = policy === 'luds' ? luds.missing_characters === 0 && luds.missing_complexity === 0 : scored.score >= MIN_ZXCVBN_SCORE;
  return {
    valid_password: strong && !breached,
    score: scored.score,
    breached_password: breached,
    breach_detection_on_create: true,
    strength_policy: policy,
    feedback: {
      warning: policy === 'zxcvbn' ? scored.warning : '',
      suggestions: policy === 'zxcvbn' ? [...scored.suggestions] : [],
      luds_requirements: luds,
    },
  };
}
