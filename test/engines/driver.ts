// The few things a journey asks of a browser, so one script runs in every engine: Firefox through
// puppeteer-core over WebDriver BiDi (firefox.ts), WebKitGTK through selenium-webdriver over
// WebDriver classic (webkit.ts). Elements are named by CSS selectors only; finding them by their
// label or text happens in the page (page.ts), the same way in both.

export type EngineName = 'firefox' | 'webkit';

export interface EngineDriver {
  readonly engine: EngineName;
  /** The browser's own version string, for the report. */
  readonly version: string;
  /** Loads `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Sizes the layout viewport (innerWidth × innerHeight) exactly. */
  setViewport(width: number, height: number): Promise<void>;
  /** A real pointer click in the middle of the element, scrolled into view first. */
  click(selector: string): Promise<void>;
  /** Focuses the field, selects what it holds and types `text` over it, key by key. */
  fill(selector: string, text: string): Promise<void>;
  /** Types `text` key by key into whatever has focus. */
  typeKeys(text: string): Promise<void>;
  pressEnter(): Promise<void>;
  /**
   * Runs `fn`, the source of a JavaScript function, in the page with `args` (JSON values) and
   * returns its result, awaited. Source text, not a function object, so no transpiler helper
   * ends up in the page.
   */
  evaluate<T>(fn: string, ...args: unknown[]): Promise<T>;
  /** Writes a PNG of the viewport to `path`. */
  screenshot(path: string): Promise<void>;
  /** Ends the browser and everything it started; never throws. */
  close(): Promise<void>;
}

/** Signals a detached child's whole process group (the browser's helpers included); false when it is gone. */
export function killGroup(pid: number | undefined, signal: NodeJS.Signals | 0 = 'SIGKILL'): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Asks the group to end (so Xvfb removes its lock and socket), then kills what is left after `graceMs`. */
export async function stopGroup(pid: number | undefined, graceMs = 2_000) {
  if (!killGroup(pid, 'SIGTERM')) return;
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && killGroup(pid, 0)) await new Promise((resolve) => setTimeout(resolve, 50));
  killGroup(pid);
}

/** Resolves what `promise` resolves, or rejects after `ms` with `what` in the message. */
export async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * In the page: resolves after the next two frames and a task, when the widget's effects for what
 * was just drawn have run. A new screen moves focus to its heading in such an effect (ui/Container.tsx
 * Frame), so a driver that focuses a field and types before it runs loses the keys after the first.
 */
export const AFTER_EFFECTS = '() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done))))';
