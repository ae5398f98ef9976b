// A minimal Chrome DevTools Protocol driver over --remote-debugging-pipe, for the bench's measured
// loads. Playwright always enables the Network domain; with Network and Runtime both on, every
// script-initiated request captures an initiator stack trace, which made V8 collect source
// positions for the widget's main script (15.6 ms of one appendChild at 4× CPU) while the floor
// paid nothing. Here a page gets only the domains a caller enables.
//
// The pipe: Chromium reads commands from fd 3 and writes replies and events to fd 4, each message
// JSON followed by a NUL byte.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const COMMAND_TIMEOUT_MS = 30_000;

export class CdpError extends Error {}

/**
 * Starts headless Chromium with a fresh profile; resolves once it answers Browser.getVersion.
 * If Chromium dies, every command waiting or sent later fails with a CdpError saying so.
 */
export async function launchChromium({ executablePath, args = [], timeoutMs = 60_000 }) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(executablePath, ['--headless', '--remote-debugging-pipe', `--user-data-dir=${userDataDir}`, '--no-startup-window', ...args], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'],
  });
  const browser = new CdpBrowser(child, userDataDir);
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)));
  try {
    const version = await browser.send('Browser.getVersion', {}, { timeoutMs });
    browser.version = version.product.replace(/^[^/]*\//, '');
    return browser;
  } catch (error) {
    await browser.close();
    const lastLine = stderr.trim().split('\n').at(-1);
    throw new CdpError(`${error.message}${lastLine ? ` (Chromium said: ${lastLine})` : ''}`);
  }
}

class CdpBrowser {
  version = '';
  #child;
  #userDataDir;
  #nextId = 1;
  /** id → { resolve, reject, method, timer } */
  #pending = new Map();
  /** `${sessionId ?? ''} ${method}` → Set of listeners */
  #listeners = new Map();
  #exited = null;

  constructor(child, userDataDir) {
    this.#child = child;
    this.#userDataDir = userDataDir;
    const pipeIn = child.stdio[3];
    const pipeOut = child.stdio[4];
    let buffered = '';
    pipeOut.setEncoding('utf8').on('data', (chunk) => {
      const parts = (buffered + chunk).split('\0');
      buffered = parts.pop();
      for (const part of parts) this.#dispatch(JSON.parse(part));
    });
    // A write after Chromium died fails with EPIPE; the exit handler below rejects what waits.
    pipeIn.on('error', () => undefined);
    pipeOut.on('error', () => undefined);
    child.on('error', (error) => this.#gone(`Chromium could not start: ${error.message}`));
    child.on('exit', (code, signal) => this.#gone(`Chromium exited (${signal ?? `code ${code}`})`));
  }

  #gone(reason) {
    if (this.#exited) return;
    this.#exited = reason;
    for (const { reject, timer } of this.#pending.values()) {
      clearTimeout(timer);
      reject(new CdpError(reason));
    }
    this.#pending.clear();
  }

  #dispatch(message) {
    if (message.id !== undefined) {
      const waiting = this.#pending.get(message.id);
      if (!waiting) return;
      this.#pending.delete(message.id);
      clearTimeout(waiting.timer);
      if (message.error) waiting.reject(new CdpError(`${waiting.method}: ${message.error.message}${message.error.data ? ` (${message.error.data})` : ''}`));
      else waiting.resolve(message.result);
      return;
    }
    for (const listener of this.#listeners.get(`${message.sessionId ?? ''} ${message.method}`) ?? []) listener(message.params);
  }

  /** A command on the browser (no sessionId) or on an attached target's session. */
  send(method, params = {}, { sessionId, timeoutMs = COMMAND_TIMEOUT_MS } = {}) {
    if (this.#exited) return Promise.reject(new CdpError(`${method}: ${this.#exited}`));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new CdpError(`${method}: no answer from Chromium within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      this.#pending.set(id, { resolve, reject, method, timer });
      this.#child.stdio[3].write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  }

  /** Calls `listener(params)` for each `method` event of the session; returns the unsubscribe. */
  on(method, listener, sessionId) {
    const key = `${sessionId ?? ''} ${method}`;
    if (!this.#listeners.has(key)) this.#listeners.set(key, new Set());
    this.#listeners.get(key).add(listener);
    return () => this.#listeners.get(key)?.delete(listener);
  }

  /** Drops a closed session's listeners. */
  forget(sessionId) {
    for (const key of this.#listeners.keys()) if (key.startsWith(`${sessionId} `)) this.#listeners.delete(key);
  }

  /** The next `method` event of the session (matching `predicate`). */
  once(method, sessionId, predicate = () => true) {
    return new Promise((resolve) => {
      const off = this.on(method, (params) => predicate(params) && (off(), resolve(params)), sessionId);
    });
  }

  /**
   * A page in a new browser context (its own cache, cookies and storage), attached with a flat
   * session. Nothing is enabled on it; `close()` disposes of the context.
   */
  async newPage() {
    const { browserContextId } = await this.send('Target.createBrowserContext', { disposeOnDetach: true });
    try {
      const { targetId } = await this.send('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await this.send('Target.attachToTarget', { targetId, flatten: true });
      return new CdpPage(this, sessionId, browserContextId);
    } catch (error) {
      await this.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
      throw error;
    }
  }

  /** Browser.close, then a kill if Chromium lingers; removes the profile. */
  async close() {
    const exited = new Promise((resolve) => (this.#exited ? resolve() : this.#child.once('exit', resolve)));
    if (!this.#exited) this.send('Browser.close', {}, { timeoutMs: 5000 }).catch(() => undefined);
    const timer = setTimeout(() => this.#child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    rmSync(this.#userDataDir, { recursive: true, force: true });
  }
}

class CdpPage {
  constructor(browser, sessionId, browserContextId) {
    this.browser = browser;
    this.sessionId = sessionId;
    this.browserContextId = browserContextId;
  }

  send(method, params, options = {}) {
    return this.browser.send(method, params, { ...options, sessionId: this.sessionId });
  }

  on(method, listener) {
    return this.browser.on(method, listener, this.sessionId);
  }

  once(method, predicate) {
    return this.browser.once(method, this.sessionId, predicate);
  }

  /**
   * `expression`'s value (promises awaited, returned by value); a thrown exception becomes a
   * CdpError with its description.
   */
  async evaluate(expression, { timeoutMs } = {}) {
    const { result, exceptionDetails } = await this.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, { timeoutMs });
    if (exceptionDetails) throw new CdpError(`in the page: ${(exceptionDetails.exception?.description ?? exceptionDetails.text).split('\n')[0]}`);
    return result.value;
  }

  /**
   * Records a trace from this page's session (as Playwright's startTracing(page) does) until the
   * returned stop(), which resolves with Chrome's trace JSON ({ traceEvents, metadata }) as text.
   */
  async startTracing(categories) {
    await this.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: categories } });
    return async () => {
      const complete = this.once('Tracing.tracingComplete');
      await this.send('Tracing.end');
      const { stream } = await complete;
      const chunks = [];
      for (;;) {
        const { data, base64Encoded, eof } = await this.send('IO.read', { handle: stream, size: 1 << 20 });
        chunks.push(Buffer.from(data, base64Encoded ? 'base64' : 'utf8'));
        if (eof) break;
      }
      await this.send('IO.close', { handle: stream }).catch(() => undefined);
      return Buffer.concat(chunks).toString('utf8');
    };
  }

  close() {
    this.browser.forget(this.sessionId);
    return this.browser.send('Target.disposeBrowserContext', { browserContextId: this.browserContextId });
  }
}
