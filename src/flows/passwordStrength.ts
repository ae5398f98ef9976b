import { computed, signal } from '@preact/signals';
import type { PasswordStrengthCheckResponse, PasswordStrengthPolicy } from '../contract/index';
import { firstCharacters } from '../util/limits';
import { messageOf, type UiMessage } from './messages';

export const STRENGTH_DEBOUNCE_MS = 300;
/** docs/spec/security.md X5: the server scores only this many characters, so no more are sent. */
export const STRENGTH_CHECK_CHARS = 100;

export type StrengthCheck = (password: string) => Promise<PasswordStrengthCheckResponse>;

/** What the password field shows under it, by the server's policy. */
export type StrengthView =
  | { policy: 'zxcvbn'; segments: number; warning: string; breached: boolean }
  | { policy: 'luds'; missingCharacters: number; missingComplexity: number; breached: boolean };

/** zxcvbn's bar: score 0-1 fills one of four segments, 2 two, 3 three, 4 four (docs/spec/product.md §5). */
export function strengthView(result: PasswordStrengthCheckResponse): StrengthView {
  const breached = result.breached_password;
  if (result.strength_policy === 'luds') {
    const { missing_characters, missing_complexity } = result.feedback.luds_requirements;
    return { policy: 'luds', missingCharacters: missing_characters, missingComplexity: missing_complexity, breached };
  }
  const score = Math.min(4, Math.max(0, Math.round(result.score)));
  return { policy: 'zxcvbn', segments: Math.max(1, score), warning: result.feedback.warning, breached };
}

/**
 * The strength check as the user types: debounced, judged by the server (never in the browser),
 * and in order — an answer for anything but the latest input is dropped, so a slow reply never
 * overwrites a newer one. The password is checked exactly as typed (X8), up to its first 100
 * characters (X5). The last answer stays on view while the next is checked, so the display keeps
 * its size as the user types; `valid` is false meanwhile. The server's policy, once known, outlives
 * the answer that told it, so an emptied field still shows that policy's requirements.
 */
export function createStrengthModel(check: StrengthCheck, debounceMs = STRENGTH_DEBOUNCE_MS) {
  const result = signal<PasswordStrengthCheckResponse | null>(null);
  const error = signal<UiMessage | null>(null);
  const checking = signal(false);
  const policy = signal<PasswordStrengthPolicy | null>(null);
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The latest check in flight, and the debounced one not yet sent. */
  let pending: Promise<void> = Promise.resolve();
  let flush: (() => void) | undefined;

  return {
    result,
    error,
    checking,
    policy,
    view: computed(() => (result.value ? strengthView(result.value) : null)),
    /** Continue is enabled only when the server says the latest password is valid. */
    valid: computed(() => result.value?.valid_password === true && !checking.value),
    input(password: string) {
      const mine = ++latest;
      clearTimeout(timer);
      flush = undefined;
      error.value = null;
      checking.value = password !== '';
      if (!password) {
        result.value = null;
        return;
      }
      const send = () => {
        flush = undefined;
        pending = (async () => {
          try {
            const answer = await check(firstCharacters(password, STRENGTH_CHECK_CHARS));
            if (mine === latest) {
              result.value = answer;
              policy.value = answer.strength_policy;
            }
          } catch (reason) {
            if (mine === latest) {
              result.value = null;
              error.value = messageOf(reason);
            }
          } finally {
            if (mine === latest) checking.value = false;
          }
        })();
      };
      flush = () => (clearTimeout(timer), send());
      timer = setTimeout(send, debounceMs);
    },
    /**
     * Resolves once the latest password has its answer, sending a debounced check at once: an Enter
     * right after typing (a password manager's fill-and-submit) waits for it instead of being
     * dropped (issue 37). Input arriving meanwhile is waited for too.
     */
    async settled() {
      for (let seen = -1; seen !== latest; ) {
        seen = latest;
        flush?.();
        await pending;
      }
    },
    dispose() {
      latest++;
      clearTimeout(timer);
      flush = undefined;
    },
  };
}
export type StrengthModel = ReturnType<typeof createStrengthModel>;
