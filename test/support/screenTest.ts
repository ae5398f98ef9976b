// The set-up that tests of drawn screens share: each test starts from a reset page, and what it
// drew is unmounted and the flow it ran disposed after it, even when it failed half-way.
import { afterEach, beforeEach } from 'vitest';
import { resetPage } from './browser';
import type { Flow } from './flow';
import type { Rendered } from './render';

/** The current test's drawn screen and flow; a test sets them, the hooks clean them up. */
export interface ScreenTest {
  rendered?: Rendered;
  flow?: Flow;
}

/** Registers the file's hooks and gives the holder its tests set (`drawn.flow = createFlow(…)`). */
export function screenTest(): ScreenTest {
  const current: ScreenTest = {};
  beforeEach(resetPage);
  afterEach(async () => {
    await current.rendered?.unmount();
    await current.flow?.dispose();
    current.rendered = current.flow = undefined;
  });
  return current;
}
