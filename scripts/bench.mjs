// `npm run bench`: a benchmark, not a test (it never fails on a slow number). It builds the widget,
// serves cdn/ and the API from the emulator's origin and generated host pages from a second origin,
// and measures in Debian's Chromium at 4× CPU throttling, driven over a raw DevTools pipe
// (scripts/cdpPipe.mjs, no Network domain), alternating the pages run by run:
//   - when the email form is painted, against the framework floor (bench/floor.tsx: the same
//     dependencies rendering one email form) built in the same run, and against the provider's
//     own UI (its official SDK, @stytch/vanilla-js, talking to the emulator);
//   - long tasks from navigation until 2 s after the form paints;
//   - Enter to request, with Enter pressed the moment the email input shows;
//   - the scripts each configuration fetches, and what a full email-passcode sign-in downloads.
// It prints the tables and writes them, with the details of the median run, to docs/bench.md,
// keeping the emulator's section there as it was (`npm run bench:emulator` writes that one).
//
//   node scripts/bench.mjs [--root DIR] [--runs 11] [--no-build] [--out docs/bench.md] [--trace]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { emulatorSection, withEmulatorSection } from './benchSection.mjs';
import { CdpError, launchChromium } from './cdpPipe.mjs';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// ---------------------------------------------------------------------------------------------
// The configurations. "Every product" is one line per product (the page has no wallet, so crypto
// shows 'Set up a new crypto wallet').
const EVERY_PRODUCT = [
  { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] } },
  { products: ['crypto'] },
  { products: ['emailMagicLinks'] },
  { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } },
  { products: ['passwords'] },
  { products: ['passkeys'] },
];

/**
 * The pages, the two references first: the framework floor and the provider's own UI (its
 * official SDK, @stytch/vanilla-js, with the email page's config). `config` is mountLogin's config;
 * `input` the field whose form counts as painted; `enter` the API path Enter in the email field
 * sends (null: not measured, e.g. the every-product page opens on its Text tab, a phone field).
 */
const EMAIL = 'input[type=email]';
const PAGES = [
  { id: 'floor', name: 'framework floor', floor: true, input: EMAIL, enter: '/magic_links/email/login_or_create' },
  { id: 'provider', name: "provider's UI", provider: true, config: { products: ['emailMagicLinks'] }, input: EMAIL, enter: '/magic_links/email/login_or_create' },
  { id: 'email', name: 'email only', config: { products: ['emailMagicLinks'] }, input: EMAIL, enter: '/magic_links/email/login_or_create' },
  { id: 'every', name: 'every product', config: mergeConfigs(EVERY_PRODUCT), input: 'input[type=tel]', enter: null },
  { id: 'passcode', name: 'email passcode', config: { products: ['otp'], otpOptions: { methods: ['email'] } }, input: EMAIL, enter: '/otps/email/login_or_create' },
];
/** The page a full email-passcode sign-in runs on. */
const SIGN_IN_PAGE = 'passcode';
/** Pages the "no long task" goal covers. */
const LONG_TASK_GOAL_PAGES = ['email', 'every'];
// ---------------------------------------------------------------------------------------------

const PUBLIC_TOKEN = 'public-token-test-00000000-0000-4000-8000-000000000000';
const CPU_THROTTLE = 4;
const AFTER_PAINT_MS = 2000;
const LONG_TASK_MS = 50;
// Form painted against the floor: 1.1 × (issue 8), but 1.5 × for the every-product page, which
// paints 19 OAuth buttons, wallets and tabs (issue 38). Bytes against the provider's UI in the
// same run (issue 38): a whole email-passcode sign-in at most 0.30 × its file, the every-product
// page until 2 s after paint at most 0.60 ×. The main file's ceiling is 22 KB (issue 38; issue 8
// asked 20 before the behaviours of issues 10–17 came to first paint). Enter→request is held to
// the provider's UI measured in the same run; enterMs (its median once measured on another
// machine) stands in only when that page fails to load.
const GOALS = { paintRatio: { default: 1.1, every: 1.5 }, signInBytesRatio: 0.3, everyBytesRatio: 0.6, enterMs: 21, mainKb: 22 };
const paintGoal = (page) => GOALS.paintRatio[page.id] ?? GOALS.paintRatio.default;
const LOAD_TIMEOUT_MS = 30_000;
const BUILD_TIMEOUT_MS = 10 * 60_000;
const VIEWPORT = { width: 1280, height: 720 };
// The same flags as playwright.config.ts: no outside network here.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// The provider's SDK is pointed at the emulator (pageHtml); a request to any other host of the
// provider's then fails at once instead of waiting on a DNS lookup that cannot succeed here.
const PROVIDER_HOST_ARGS = ['--host-resolver-rules=MAP *.stytch.com ~NOTFOUND'];
const FLOOR_FILE = 'bench-floor.js';
const PROVIDER_SDK = join('node_modules', '@stytch', 'vanilla-js', 'dist', 'iife', 'index.js');
const PROVIDER_FILE = 'provider-sdk.js';
const CACHE = join(REPO, '.cache', 'bench');

const HELP = `Usage: npm run bench -- [--root DIR] [--runs 11] [--no-build] [--out docs/bench.md] [--trace]

  --root DIR   the checkout whose widget is built (npm run build there) and served from its cdn/ (default: this repository)
  --runs N     alternated runs, at least 5 (default 11, issue 38's median of 11); medians are reported
  --no-build   use <root>/cdn as it is
  --out FILE   where the markdown goes (default docs/bench.md)
  --trace      also record one traced load per page into .cache/bench/trace-*.json and list the
               heaviest functions and events inside its long tasks (not part of the medians)
`;

/** Products concatenated, every other option taken from the line that gives it. */
function mergeConfigs(lines) {
  const merged = { products: [] };
  for (const { products = [], ...rest } of lines) {
    merged.products.push(...products);
    Object.assign(merged, rest);
  }
  return merged;
}

// ------------------------------------------------------------------------------ small helpers

class BenchError extends Error {}
const fail = (message) => {
  throw new BenchError(message);
};
const log = (message) => process.stderr.write(`bench: ${message}\n`);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** `promise`, or a BenchError naming `what` after `ms`. */
async function deadline(promise, ms, what) {
  let timer;
  try {
    return await Promise.race([promise, new Promise((_, reject) => (timer = setTimeout(() => reject(new BenchError(`${what}: no answer within ${ms / 1000} s`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

function median(values) {
  const xs = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (!xs.length) return null;
  const mid = xs.length >> 1;
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}
const min = (values) => Math.min(...values.filter(Number.isFinite));
const max = (values) => Math.max(...values.filter(Number.isFinite));
const ms = (value) => (value === null || value === undefined || !Number.isFinite(value) ? '—' : String(Math.round(value)));
const kb = (bytes) => (bytes / 1000).toFixed(2);
/** `median (min–max)` of ratios. */
const ratioCell = (ratios) => (ratios.length ? `${median(ratios).toFixed(2)} (${min(ratios).toFixed(2)}–${max(ratios).toFixed(2)})` : '—');
const range = (values) => {
  const xs = values.filter(Number.isFinite);
  return xs.length ? `${ms(min(xs))}–${ms(max(xs))}` : '—';
};

const brotliCache = new Map();
function brotliBytes(path) {
  if (!brotliCache.has(path)) {
    const bytes = readFileSync(path);
    const compressed = brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
    brotliCache.set(path, { raw: bytes.length, brotli: compressed.length });
  }
  return brotliCache.get(path);
}

const sri = (path) => `sha384-${createHash('sha384').update(readFileSync(path)).digest('base64')}`;
/** JSON safe inside an inline script. */
const literal = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
/** `auth-widget.email-magic-links.js` → `email-magic-links`; the main file is `main`. */
const shortName = (file) =>
  file === 'auth-widget.js' ? 'main' : file === FLOOR_FILE ? 'floor' : file === PROVIDER_FILE ? 'provider SDK' : file.replace(/^auth-widget\./, '').replace(/\.js$/, '');

function gitDescription(dir) {
  const git = (...args) => spawnSync('git', ['--no-optional-locks', '-C', dir, ...args], { encoding: 'utf8', timeout: 10_000 });
  const head = git('rev-parse', '--short', 'HEAD');
  if (head.status !== 0) return 'not a git checkout';
  const dirty = git('status', '--porcelain', '--untracked-files=no').stdout.trim() !== '';
  return `${head.stdout.trim()}${dirty ? ' with uncommitted changes' : ''}`;
}

// ------------------------------------------------------------------------------ the build

function buildWidget(root) {
  log(`building the widget in ${root} (npm run build)`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2], timeout: BUILD_TIMEOUT_MS, shell: process.platform === 'win32' });
  if (result.error) fail(`could not run npm run build in ${root}: ${result.error.message}`);
  if (result.status !== 0) fail(`npm run build failed in ${root} (exit ${result.status ?? result.signal})`);
}

/** bench/floor.tsx as one IIFE, with the widget's alias table, TypeScript handling and terser settings. */
async function buildFloor(outFile) {
  log('building the framework floor (bench/floor.tsx)');
  const [{ rollup }, { default: alias }, { nodeResolve }, { default: typescript }, { default: terser }, { reactAliases }] = await Promise.all([
    import('rollup'),
    import('@rollup/plugin-alias'),
    import('@rollup/plugin-node-resolve'),
    import('@rollup/plugin-typescript'),
    import('@rollup/plugin-terser'),
    import('../aliases.mjs'),
  ]);
  const warnings = [];
  const bundle = await rollup({
    input: join(REPO, 'bench', 'floor.tsx'),
    onwarn: (warning) => warnings.push(warning.message),
    plugins: [
      alias({ entries: Object.entries(reactAliases).map(([find, replacement]) => ({ find, replacement })) }),
      nodeResolve({ browser: true }),
      typescript({ tsconfig: join(REPO, 'bench', 'tsconfig.json'), include: [join(REPO, 'bench', '*.tsx')], noEmitOnError: true, compilerOptions: { types: [], target: 'ES2022' } }),
      terser({ ecma: 2020, module: false, toplevel: true, compress: { passes: 3, pure_getters: true, unsafe_arrows: true, unsafe_methods: true }, format: { comments: false } }),
    ],
  });
  try {
    await bundle.write({ file: outFile, format: 'iife', name: 'BenchFloor', extend: true });
  } finally {
    await bundle.close();
  }
  if (warnings.length) log(`floor build warnings:\n  ${warnings.join('\n  ')}`);
}

/** The provider's SDK as installed: its iife file and version, or why it is missing. */
function providerSdk() {
  const file = join(REPO, PROVIDER_SDK);
  if (!existsSync(file)) return { missing: `${PROVIDER_SDK} is not installed (npm ci)` };
  const { version } = JSON.parse(readFileSync(join(REPO, 'node_modules', '@stytch', 'vanilla-js', 'package.json'), 'utf8'));
  return { file, version };
}

// ------------------------------------------------------------------------------ in the page

/* global window, document, addEventListener, requestAnimationFrame, PerformanceObserver, MutationObserver, MessageChannel, HTMLScriptElement -- pageProbe and enterTimes run in the page */
/**
 * Installed before any page script (Page.addScriptToEvaluateOnNewDocument). Records paints, long tasks and long
 * animation frames, when the email input is inserted and painted, and the Enter keydown;
 * `window.__benchDone` resolves with all of it (and the resource timings) 2 s after the form paints.
 */
function pageProbe({ afterPaintMs, paintFallbackMs, inputSelector, enterOnPaint }) {
  const B = {
    fcp: null,
    inputAt: null,
    rafAfterInput: null,
    elementPaint: null,
    formPaint: null,
    formPaintBy: null,
    enterAt: null,
    longtasks: [],
    loafs: [],
    errors: [],
    /** [file, ms]: when each widget script finished running (its load event follows its execution). */
    scriptsRan: [],
  };
  window.__bench = B;
  let finish;
  window.__benchDone = new Promise((resolveDone) => (finish = resolveDone));
  const observe = (type, callback) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(callback)).observe({ type, buffered: true });
    } catch (error) {
      B.errors.push(`observer ${type}: ${error.message}`);
    }
  };
  /** The form is on screen: focus the field and tell the driver to type and press Enter now. */
  const formShown = () => {
    if (!enterOnPaint || B.enterSignalAt !== undefined) return;
    B.enterSignalAt = performance.now();
    document.querySelector(inputSelector)?.focus();
    window.__benchFormShown?.('');
  };
  const settle = (fallback) => {
    if (B.formPaint !== null) return;
    if (B.elementPaint !== null) {
      B.formPaint = B.elementPaint;
      B.formPaintBy = 'element timing';
    } else if (fallback) {
      const atFcp = B.fcp !== null && B.inputAt <= B.fcp;
      B.formPaint = atFcp ? B.fcp : B.rafAfterInput;
      B.formPaintBy = atFcp ? 'FCP' : 'frame after insertion';
    } else return;
    formShown();
    setTimeout(() => {
      B.now = performance.now();
      B.resources = performance.getEntriesByType('resource').map((entry) => ({
        name: entry.name,
        type: entry.initiatorType,
        start: entry.startTime,
        end: entry.responseEnd,
      }));
      finish(JSON.parse(JSON.stringify(B)));
    }, Math.max(0, B.formPaint + afterPaintMs - performance.now()));
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') B.fcp = entry.startTime;
  });
  // The driver waits for the API call through this binding rather than polling the page, which
  // would run its script on the throttled main thread right in the window being measured.
  observe('resource', (entry) => window.__benchRequest?.(entry.name));
  observe('longtask', (entry) =>
    B.longtasks.push({
      start: entry.startTime,
      duration: entry.duration,
      attribution: (entry.attribution || []).map((a) => [a.name, a.containerType, a.containerSrc || a.containerName || a.containerId].filter(Boolean).join(' ')).join(', '),
    }),
  );
  observe('long-animation-frame', (entry) =>
    B.loafs.push({
      start: entry.startTime,
      duration: entry.duration,
      blocking: entry.blockingDuration,
      renderStart: entry.renderStart,
      scripts: (entry.scripts || []).map((script) => ({
        invoker: script.invoker,
        type: script.invokerType,
        url: script.sourceURL,
        fn: script.sourceFunctionName,
        char: script.sourceCharPosition,
        start: script.startTime,
        duration: script.duration,
        layout: script.forcedStyleAndLayoutDuration,
      })),
    }),
  );
  observe('element', (entry) => {
    if (entry.identifier !== 'bench-form') return;
    const time = entry.renderTime || entry.loadTime;
    if (B.elementPaint === null || time < B.elementPaint) B.elementPaint = time;
    settle(false);
  });
  addEventListener('error', (event) => B.errors.push(String(event.message)));
  // On document: a load event does not propagate from the document to the window.
  document.addEventListener(
    'load',
    (event) => {
      const src = event.target instanceof HTMLScriptElement ? event.target.src : '';
      if (src.includes('/cdn/')) B.scriptsRan.push([src.slice(src.lastIndexOf('/') + 1), performance.now()]);
    },
    true,
  );
  addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' && B.enterAt === null) B.enterAt = event.timeStamp;
    },
    true,
  );
  const watcher = new MutationObserver(() => {
    const input = document.querySelector(inputSelector);
    if (!input) return;
    watcher.disconnect();
    B.inputAt = performance.now();
    // Element Timing reports when the form's text is first on screen; the attribute must be
    // there before that paint, which this callback (a microtask after the insertion) is.
    const scope = input.closest('form') || input.parentElement || input;
    for (const element of [scope, ...scope.querySelectorAll('*')]) element.setAttribute('elementtiming', 'bench-form');
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        B.rafAfterInput = performance.now();
        // The first frame with the field has been produced; its Element Timing entry comes later.
        formShown();
      };
      channel.port2.postMessage(0);
    });
    setTimeout(() => settle(true), paintFallbackMs);
  });
  watcher.observe(document, { childList: true, subtree: true });
}

// ------------------------------------------------------------------------------ servers and pages

function pageHtml(page, emulatorOrigin, served) {
  const file = page.floor ? FLOOR_FILE : page.provider ? PROVIDER_FILE : served.main;
  const options = { elementSelector: '#login', publicToken: PUBLIC_TOKEN, apiBaseUrl: emulatorOrigin };
  const mount = page.floor
    ? `BenchFloor.mount(${literal(options)});`
    : page.provider
      ? providerMount(page.config, emulatorOrigin)
      : `AuthWidget.mountLogin(${literal({ ...options, config: page.config })});`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>bench: ${page.name}</title><link rel="icon" href="data:,"></head>
<body>
<div id="login"></div>
<script src="${emulatorOrigin}/cdn/${file}" integrity="${sri(join(served.dir, file))}" crossorigin="anonymous"></script>
<script>${mount}</script>
</body>
</html>
`;
}

/**
 * The provider's documented mount: its web component rendered with a client. (StytchUIClient's
 * deprecated mountLogin only appends the element on its first call, so nothing renders.) Its
 * undocumented `endpoints` option sends the API calls to the emulator over plain http, as our pages
 * send theirs; customBaseUrl would force https and drop the port. Its clientside-services iframe,
 * not loaded for this config, would come from the emulator's origin too, answering a quick 404.
 */
function providerMount(config, emulatorOrigin) {
  const endpoints = { testAPIURL: emulatorOrigin, liveAPIURL: emulatorOrigin, dfpBackendURL: emulatorOrigin, clientsideServicesIframeURL: `${emulatorOrigin}/cdn/clientside-services.html` };
  return `const client = stytch.createStytchClient(${literal(PUBLIC_TOKEN)}, ${literal({ endpoints })});
customElements.define('stytch-ui', stytch.StytchUI);
const config = ${literal(config)};
config.products = config.products.map((name) => stytch.Products[name]);
document.querySelector('#login').appendChild(document.createElement('stytch-ui')).render({ client, config });`;
}

/** The host pages on http://localhost:<port>, a different origin from the emulator's 127.0.0.1. */
async function startHostServer(pages) {
  const server = createServer((req, res) => {
    const body = pages.get(new URL(req.url ?? '/', 'http://host.invalid').pathname);
    if (body === undefined) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(body);
  });
  await new Promise((done, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', done);
  });
  return {
    origin: `http://localhost:${server.address().port}`,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

// ------------------------------------------------------------------------------ loads

/** Bindings the probe calls; the driver adds them only to the loads that listen. */
const REQUEST_BINDING = '__benchRequest';
const FORM_SHOWN_BINDING = '__benchFormShown';

/** `fn(arg)` as an expression for Runtime.evaluate (and the probe for addScriptToEvaluateOnNewDocument). */
const call = (fn, arg) => `(${fn})(${JSON.stringify(arg)})`;

function createLoader({ browser, emulatorOrigin, hostOrigin }) {
  let emails = 0;
  const email = (tag) => `bench-${tag}-${process.pid}-${++emails}@example.com`;
  const emulatorFetch = async (path, init) => {
    const response = await deadline(fetch(`${emulatorOrigin}${path}`, init), 10_000, `emulator ${path}`);
    if (!response.ok) fail(`emulator ${path} answered ${response.status}`);
    return response.json();
  };
  const resetEmulator = () => emulatorFetch('/__emulator/reset', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });

  /**
   * A fresh browser context (cold cache, cold storage) with the viewport, the CPU throttle and the
   * probe, disposed of after `use`. Only Page and Runtime are enabled (Runtime for the bindings):
   * no Network domain, whose initiator stack traces would be measured as the widget's time.
   */
  async function withPage(page, use, { enterOnPaint = false, bindings = [] } = {}) {
    const tab = await deadline(browser.newPage(), 10_000, 'opening a browser context');
    const unlog = [];
    try {
      return await deadline(
        (async () => {
          await tab.send('Emulation.setDeviceMetricsOverride', { ...VIEWPORT, deviceScaleFactor: 1, mobile: false });
          await tab.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
          await tab.send('Page.enable');
          await tab.send('Runtime.enable');
          for (const name of bindings) await tab.send('Runtime.addBinding', { name });
          const probe = { afterPaintMs: AFTER_PAINT_MS, paintFallbackMs: 3000, inputSelector: page.input, enterOnPaint };
          await tab.send('Page.addScriptToEvaluateOnNewDocument', { source: call(pageProbe, probe) });
          if (process.env.BENCH_DEBUG) {
            unlog.push(tab.on('Runtime.consoleAPICalled', ({ type, args }) => log(`[${page.id} console.${type}] ${args.map((arg) => arg.value ?? arg.description ?? arg.type).join(' ')}`)));
            unlog.push(tab.on('Runtime.exceptionThrown', ({ exceptionDetails: e }) => log(`[${page.id} error] ${e.exception?.description ?? e.text}`)));
          }
          return use(tab);
        })(),
        2 * LOAD_TIMEOUT_MS,
        `a load of ${page.name}`,
      );
    } finally {
      for (const off of unlog) off();
      await deadline(tab.close(), 10_000, 'closing a browser context').catch(() => undefined);
    }
  }

  const urlOf = (page) => `${hostOrigin}/${page.id}.html`;

  /** Navigates; resolves once the new document is parsed (DOMContentLoaded) when `parsed`, else at commit. */
  async function navigate(tab, page, { parsed = false } = {}) {
    const domContentLoaded = parsed ? tab.once('Page.domContentEventFired') : null;
    const { errorText } = await tab.send('Page.navigate', { url: urlOf(page) });
    if (errorText) fail(`${page.name}: could not load ${urlOf(page)}: ${errorText}`);
    if (parsed) await deadline(domContentLoaded, LOAD_TIMEOUT_MS, `${page.name}: the page never finished parsing`);
  }

  /** Runs `measure(tab)`, tracing the page into `path` when given. */
  async function traced(tab, path, measure) {
    if (!path) return measure(tab);
    const stop = await tab.startTracing(TRACE_CATEGORIES);
    try {
      return await measure(tab);
    } finally {
      writeFileSync(path, await stop());
    }
  }

  /** Paint, long tasks and the scripts fetched, until 2 s after the form paints. */
  async function paintLoad(page, { trace } = {}) {
    return withPage(page, (tab) =>
      traced(tab, trace, async () => {
        await navigate(tab, page, { parsed: true });
        return await deadline(tab.evaluate('window.__benchDone', { timeoutMs: 2 * LOAD_TIMEOUT_MS }), LOAD_TIMEOUT_MS, `${page.name}: the form (${page.input}) never painted`).catch(async (error) => {
          const state = await tab.evaluate('JSON.stringify(window.__bench)').catch(() => 'unavailable');
          fail(`${error.message} (probe: ${String(state).slice(0, 400)})`);
        });
      }),
    );
  }

  /**
   * Enter pressed the moment the email form shows: the probe focuses the field and calls a
   * CDP binding (no reply goes back to the page); the driver then inserts the address (as autofill
   * would) and presses Enter with CDP input events alone, so no driver script runs in the
   * throttled page between the form showing and the request.
   * With `settled`, Enter comes instead 2 s after the form painted, when everything has loaded.
   * Returns the time from the keydown to the API call's resource timing entry.
   */
  async function enterLoad(page, { settled = false, trace } = {}) {
    await resetEmulator();
    const bindings = settled ? [REQUEST_BINDING] : [REQUEST_BINDING, FORM_SHOWN_BINDING];
    return withPage(page, (tab) => traced(tab, trace, enterAndWait), { enterOnPaint: !settled, bindings });

    async function enterAndWait(tab) {
      const requestSent = tab.once('Runtime.bindingCalled', (event) => event.name === REQUEST_BINDING && event.payload.includes(page.enter));
      if (settled) {
        await navigate(tab, page, { parsed: true });
        const focus = `window.__benchDone.then(() => document.querySelector(${JSON.stringify(page.input)}).focus())`;
        await deadline(tab.evaluate(focus, { timeoutMs: 2 * LOAD_TIMEOUT_MS }), LOAD_TIMEOUT_MS, `${page.name}: the form (${page.input}) never painted`);
      } else {
        const formShown = tab.once('Runtime.bindingCalled', (event) => event.name === FORM_SHOWN_BINDING);
        await navigate(tab, page);
        await deadline(formShown, LOAD_TIMEOUT_MS, `${page.name}: the form (${page.input}) never painted`);
      }
      await pressEnterAfter(tab, email(page.id));
      await deadline(requestSent, LOAD_TIMEOUT_MS, `${page.name}: Enter sent no request to ${page.enter}`);
      return tab.evaluate(call(enterTimes, page.enter));
    }
  }

  /** A full email-passcode sign-in through the UI; every URL it fetched (from resource timing). */
  async function signIn(page) {
    await resetEmulator();
    const address = email('sign-in');
    return withPage(page, async (tab) => {
      await navigate(tab, page, { parsed: true });
      await focusWhenShown(tab, EMAIL, 'sign-in: the email field never showed');
      await pressEnterAfter(tab, address);
      let code;
      for (const started = Date.now(); !code; await sleep(100)) {
        if (Date.now() - started > LOAD_TIMEOUT_MS) fail('sign-in: no passcode reached the emulator outbox');
        const { messages } = await emulatorFetch(`/__emulator/outbox?${new URLSearchParams({ recipient: address, channel: 'email' })}`);
        code = messages.at(-1)?.code;
      }
      await focusWhenShown(tab, 'input[aria-label="Digit 1 of 6"]', 'sign-in: the passcode boxes never showed');
      // The whole code into the first box, as one-time-code autofill puts it.
      await tab.send('Input.insertText', { text: code });
      const verified = `new Promise((done) => { const check = () => document.body.innerText.includes('Your passcode has been successfully verified.') ? done() : setTimeout(check, 100); check(); })`;
      await deadline(tab.evaluate(verified, { timeoutMs: 2 * LOAD_TIMEOUT_MS }), LOAD_TIMEOUT_MS, 'sign-in: the success message never showed');
      await sleep(1000); // anything fetched as the success screen settles
      return tab.evaluate(`performance.getEntriesByType('resource').map((entry) => entry.name)`);
    });
  }

  async function focusWhenShown(tab, selector, failure) {
    const focused = `new Promise((done) => { const check = () => { const field = document.querySelector(${JSON.stringify(selector)}); field ? done(field.focus()) : setTimeout(check, 50); }; check(); })`;
    await deadline(tab.evaluate(focused, { timeoutMs: 2 * LOAD_TIMEOUT_MS }), LOAD_TIMEOUT_MS, failure);
  }

  /** Puts `text` in the focused field and presses Enter, with CDP input events alone. */
  async function pressEnterAfter(tab, text) {
    await tab.send('Input.insertText', { text });
    const enter = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, nativeVirtualKeyCode: 13 };
    await tab.send('Input.dispatchKeyEvent', { type: 'keyDown', ...enter, text: '\r', unmodifiedText: '\r' });
    await tab.send('Input.dispatchKeyEvent', { type: 'keyUp', ...enter });
  }

  return { paintLoad, enterLoad, signIn, resetEmulator };
}

/** In the page, after Enter: the probe's times and when the request to `path` started. */
function enterTimes(path) {
  const request = performance.getEntriesByType('resource').find((entry) => entry.name.includes(path));
  const B = window.__bench;
  return {
    inputAt: B.inputAt,
    // Element Timing may not have reported yet, or ever when Enter replaced the form first (the
    // provider's UI): then the probe's own fallback, the frame after the field's insertion.
    formPaint: B.formPaint ?? B.elementPaint ?? (B.fcp !== null && B.inputAt <= B.fcp ? B.fcp : B.rafAfterInput),
    signalAt: B.enterSignalAt,
    enterAt: B.enterAt,
    requestAt: request.startTime,
    scriptsRan: B.scriptsRan,
    resources: performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, start: entry.startTime, end: entry.responseEnd })),
  };
}

// ------------------------------------------------------------------------------ other processes' CPU

/**
 * CPU time (clock ticks) of the whole machine and of this process's tree, from /proc (Linux), so
 * that what other processes used during the runs can be told apart from the benchmark's own
 * Chromium, whose processes alone raise the load average to about 3 on 2 cores. A process of the
 * tree that has exited is counted in its parent's reaped-children times. Null without /proc.
 */
function cpuTicks() {
  try {
    const machine = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // user, nice, system, (idle), (iowait), irq, softirq, steal
    const busy = machine[0] + machine[1] + machine[2] + machine[5] + machine[6] + (machine[7] ?? 0);
    const processes = new Map();
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // After the command's closing parenthesis: state, ppid, ..., utime (14th field), stime, cutime, cstime.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        processes.set(Number(pid), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]) });
      } catch {
        // It exited while being read.
      }
    }
    const inTree = (pid) => {
      for (let at = pid; at > 1; at = processes.get(at)?.parent ?? 0) if (at === process.pid) return true;
      return false;
    };
    let tree = 0;
    for (const [pid, { ticks }] of processes) if (inTree(pid)) tree += ticks;
    return { busy, tree, at: Date.now() };
  } catch {
    return null;
  }
}

/** The share of one core that processes outside the benchmark used between two `cpuTicks()`. */
function othersShare(start, end) {
  if (!start || !end || end.at <= start.at) return null;
  const ticksPerSecond = 100; // USER_HZ, which /proc reports in on Linux
  const others = end.busy - start.busy - (end.tree - start.tree);
  return Math.max(0, others) / ticksPerSecond / ((end.at - start.at) / 1000);
}

/**
 * Busy: a load before the build above the cores, or other processes using more than a quarter of
 * a core during the runs; where /proc is missing, a load during the runs above the cores plus one.
 */
const OTHERS_BUSY_SHARE = 0.25;
const isBusy = (load) => load.before > load.cores || (load.others === null ? load.during > load.cores + 1 : load.others > OTHERS_BUSY_SHARE);

// ------------------------------------------------------------------------------ traces

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'];

/** The heaviest events (self time) and JS functions (CPU samples) inside the long tasks of a trace. */
function analyzeTrace(path, servedDir, top = 10) {
  const trace = JSON.parse(readFileSync(path, 'utf8'));
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const key = (event) => `${event.pid}:${event.tid}`;
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(key));
  const taskTime = new Map();
  for (const e of events) if (e.ph === 'X' && e.name === 'RunTask' && mains.has(key(e))) taskTime.set(key(e), (taskTime.get(key(e)) ?? 0) + (e.dur ?? 0));
  const thread = [...taskTime].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!thread) return null;
  const threadEvents = events.filter((e) => e.ph === 'X' && key(e) === thread && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const longTasks = threadEvents.filter((e) => e.name === 'RunTask' && e.dur >= LONG_TASK_MS * 1000).map((e) => [e.ts, e.ts + e.dur]);
  const inLong = (ts) => longTasks.some(([start, end]) => ts >= start && ts < end);
  const file = (url) => (url ? basename(new URL(url, 'http://x/').pathname) || url : '');

  // Self time of every event, by nesting.
  const stack = [];
  const self = new Map();
  for (const e of threadEvents) {
    while (stack.length && stack.at(-1).end <= e.ts) stack.pop();
    const record = { event: e, end: e.ts + e.dur, self: e.dur };
    if (stack.length) stack.at(-1).self -= e.dur;
    stack.push(record);
    self.set(e, record);
  }
  const byEvent = new Map();
  for (const [e, record] of self) {
    if (!inLong(e.ts) || e.name.startsWith('CpuProfiler')) continue; // the profiler's own cost
    const data = e.args?.data ?? {};
    let name = e.name === 'RunTask' ? 'RunTask (other)' : e.name;
    if (e.name === 'FunctionCall') name += ` ${data.functionName || '(anonymous)'} ${file(data.url)}:${data.lineNumber ?? '?'}:${data.columnNumber ?? '?'}`;
    else if (e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'v8.compileModule') name += ` ${file(data.url ?? e.args?.fileName)}`;
    byEvent.set(name, (byEvent.get(name) ?? 0) + Math.max(0, record.self));
  }

  // CPU samples of the main thread's profile.
  const [pid, tid] = thread.split(':').map(Number);
  const profileIds = new Set(events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid).map((e) => e.id));
  const nodes = new Map();
  const samples = [];
  for (const e of events) {
    // Profile ids are per process.
    if (e.pid !== pid || !profileIds.has(e.id)) continue;
    if (e.name === 'Profile') samples.push({ reset: e.args?.data?.startTime ?? e.ts });
    if (e.name !== 'ProfileChunk') continue;
    const data = e.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    (data.timeDeltas ?? []).forEach((delta, i) => samples.push({ delta, id: ids[i] }));
  }
  const byFunction = new Map();
  const sources = new Map();
  let clock = 0;
  const timeline = [];
  for (const sample of samples) {
    if ('reset' in sample) clock = sample.reset;
    else timeline.push({ ts: (clock += sample.delta), id: sample.id });
  }
  for (let i = 0; i + 1 < timeline.length; i++) {
    const { ts, id } = timeline[i];
    if (!inLong(ts)) continue;
    const frame = nodes.get(id)?.callFrame ?? { functionName: '(unknown)' };
    let name = frame.functionName || '(anonymous)';
    if (frame.url) {
      name += ` ${file(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
      const local = join(servedDir, file(frame.url));
      if (frame.url.includes('/cdn/') && existsSync(local)) {
        if (!sources.has(local)) sources.set(local, readFileSync(local, 'utf8').split('\n'));
        const line = sources.get(local)[frame.lineNumber] ?? '';
        name += ` \`${line.slice(frame.columnNumber, frame.columnNumber + 48).replace(/`/g, "'")}…\``;
      }
    }
    byFunction.set(name, (byFunction.get(name) ?? 0) + (timeline[i + 1].ts - ts));
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, us]) => ({ name, ms: us / 1000 }));
  return {
    longTasks: longTasks.map(([start, end]) => (end - start) / 1000),
    events: sorted(byEvent),
    functions: sorted(byFunction),
  };
}

// ------------------------------------------------------------------------------ the report

function cdnScripts(urls, servedDir) {
  const files = [];
  for (const url of urls) {
    const { pathname } = new URL(url);
    if (!pathname.startsWith('/cdn/') || !pathname.endsWith('.js')) continue;
    const file = pathname.slice(5);
    if (!files.includes(file) && existsSync(join(servedDir, file))) files.push(file);
  }
  return files;
}
const sumBytes = (files, dir) =>
  files.reduce((sum, file) => {
    const size = brotliBytes(join(dir, file));
    return { raw: sum.raw + size.raw, brotli: sum.brotli + size.brotli };
  }, { raw: 0, brotli: 0 });

function report({ results, runs, served, chromiumVersion, root, rootGit, signInFiles, traces, load, provider }) {
  const floor = results.get('floor');
  const providerPage = PAGES.find((page) => page.provider);
  const providerResults = results.get(providerPage.id);
  const rows = [];
  const summary = new Map();
  for (const page of PAGES) {
    const r = results.get(page.id);
    if (!r) continue;
    const paints = r.paint.map((load) => load.formPaint);
    const ratios = page.floor ? [] : r.paint.map((load, i) => load.formPaint / floor.paint[i].formPaint);
    const providerRatios = page.provider || !providerResults ? [] : r.paint.map((load, i) => load.formPaint / providerResults.paint[i].formPaint);
    const long = r.paint.map((load) => load.longtasks.filter((task) => task.start <= load.formPaint + AFTER_PAINT_MS));
    const counts = long.map((tasks) => tasks.length);
    const totals = long.map((tasks) => tasks.reduce((sum, task) => sum + task.duration, 0));
    const longest = long.map((tasks) => (tasks.length ? Math.max(...tasks.map((task) => task.duration)) : 0));
    // A long task in which a script ran (a long animation frame's script entry starts inside it),
    // as opposed to one that was only the browser's parsing, style, layout and paint.
    const scriptRan = (load, task) =>
      load.loafs.some((frame) => frame.scripts.some((script) => script.start >= task.start - 1 && script.start <= task.start + task.duration));
    const withScript = r.paint.map((load, i) => long[i].filter((task) => scriptRan(load, task)));
    const enters = r.enter.map((load) => load.requestAt - load.enterAt);
    const enterAfterPaint = r.enter.map((load) => (load.formPaint === null ? NaN : load.enterAt - load.formPaint));
    const enterAt = r.enter.map((load) => load.enterAt);
    const enterMedianIndex = enters.indexOf([...enters].sort((a, b) => a - b)[(enters.length - 1) >> 1]);
    const settled = r.settled.map((load) => load.requestAt - load.enterAt);
    const scripts = r.paint.map((load) => cdnScripts(load.resources.filter((res) => res.start <= load.formPaint + AFTER_PAINT_MS).map((res) => res.name), served.dir));
    const medianIndex = paints.indexOf([...paints].sort((a, b) => a - b)[(paints.length - 1) >> 1]);
    const medianScripts = scripts[medianIndex];
    const bytes = sumBytes(medianScripts, served.dir);
    const s = {
      page,
      paint: median(paints),
      paints,
      ratio: median(ratios),
      ratios,
      providerRatio: median(providerRatios),
      fcp: median(r.paint.map((load) => load.fcp)),
      inputAt: median(r.paint.map((load) => load.inputAt)),
      paintBy: [...new Set(r.paint.map((load) => load.formPaintBy))].join(', '),
      longCount: median(counts),
      longTotal: median(totals),
      longest: median(longest),
      longestMax: max(longest),
      runsWithLong: counts.filter(Boolean).length,
      runsWithScriptLong: withScript.filter((tasks) => tasks.length > 0).length,
      longestScript: median(withScript.map((tasks) => (tasks.length ? Math.max(...tasks.map((task) => task.duration)) : 0))),
      enter: page.enter ? median(enters) : null,
      enters,
      enterAt: page.enter ? median(enterAt) : null,
      enterAfterPaint: page.enter ? median(enterAfterPaint) : null,
      settled: page.enter ? median(settled) : null,
      enterLoad: r.enter[enterMedianIndex],
      enterRun: enterMedianIndex + 1,
      scripts: medianScripts,
      scriptCounts: scripts.map((list) => list.length),
      bytes,
      medianLoad: r.paint[medianIndex],
      medianRun: medianIndex + 1,
    };
    summary.set(page.id, s);
    rows.push(
      `| ${page.name} | ${ms(s.paint)} (${range(paints)}) | ${page.floor ? '1.00' : ratioCell(ratios)} | ${page.provider ? '1.00' : ratioCell(providerRatios)} | ${ms(s.inputAt)} / ${ms(s.fcp)} | ` +
        `${s.longCount} / ${ms(s.longTotal)} / ${ms(s.longest)} (${s.runsWithLong} of ${runs}) | ` +
        `${page.enter ? `${ms(s.enter)} (${range(enters)}) at ${ms(s.enterAt)} / +${ms(s.enterAfterPaint)}` : '—'} | ${page.enter ? `${ms(s.settled)} (${range(settled)})` : '—'} | ${medianScripts.length}${new Set(s.scriptCounts).size > 1 ? ` (${range(s.scriptCounts)})` : ''} / ${kb(bytes.brotli)} |`,
    );
  }

  const main = brotliBytes(join(served.dir, served.main));
  const floorBytes = brotliBytes(join(served.dir, FLOOR_FILE));
  const signInBytes = sumBytes(signInFiles, served.dir);
  const yes = (ok) => (ok ? 'yes' : '**no**');
  const goals = [];
  for (const id of LONG_TASK_GOAL_PAGES) {
    const s = summary.get(id);
    goals.push(`| No task ≥ ${LONG_TASK_MS} ms until 2 s after paint: ${s.page.name} | ${s.runsWithLong} of ${runs} runs had one; median ${s.longCount} task(s), longest ${ms(s.longest)} ms (worst ${ms(s.longestMax)}); a script ran in one in ${s.runsWithScriptLong} of ${runs} runs (median longest ${ms(s.longestScript)} ms) | ${yes(s.runsWithLong === 0)} |`);
  }
  // The references' own, for comparison: on a busy machine they have long tasks too.
  const floorSummary = [...summary.values()].find((s) => s.page.floor);
  const providerSummary = [...summary.values()].find((s) => s.page.provider);
  for (const reference of [floorSummary, providerSummary].filter(Boolean)) {
    goals.push(`| (for comparison) the ${reference.page.name}'s tasks ≥ ${LONG_TASK_MS} ms | ${reference.runsWithLong} of ${runs} runs had one; a script ran in one in ${reference.runsWithScriptLong} of ${runs} runs | — |`);
  }
  const ours = [...summary.values()].filter((s) => !s.page.floor && !s.page.provider);
  for (const s of ours) goals.push(`| Form painted ≤ ${paintGoal(s.page)} × floor: ${s.page.name} (median of ${runs}) | ${s.ratio.toFixed(2)} × | ${yes(s.ratio <= paintGoal(s.page))} |`);
  if (providerSummary) {
    for (const s of ours) goals.push(`| (for comparison) form painted / the provider's UI's: ${s.page.name} | ${s.providerRatio.toFixed(2)} × (${ms(s.paint)} / ${ms(providerSummary.paint)} ms) | — |`);
  }
  // Enter→request against the provider's UI in this run, at once against at once, settled against settled.
  const enterGoal = (key) =>
    providerSummary
      ? { ms: Math.round(providerSummary[key]), label: `the provider's UI (${ms(providerSummary[key])} ms in this run)` }
      : { ms: GOALS.enterMs, label: `${GOALS.enterMs} ms (the provider's UI measured once on another machine: its page failed in this run)` };
  for (const s of ours) {
    if (!s.page.enter) continue;
    const atOnce = enterGoal('enter');
    const settled = enterGoal('settled');
    goals.push(`| Enter→request ≤ ${atOnce.label}, Enter at once: ${s.page.name} | ${ms(s.enter)} ms, Enter ${ms(s.enterAfterPaint)} ms after the form painted | ${yes(Math.round(s.enter) <= atOnce.ms)} |`);
    goals.push(`| Enter→request ≤ ${settled.label}, Enter settled: ${s.page.name} | ${ms(s.settled)} ms | ${yes(Math.round(s.settled) <= settled.ms)} |`);
  }
  // Bytes against the provider's one file, both at brotli quality 11.
  if (provider.file) {
    const providerBytes = brotliBytes(provider.file).brotli;
    const byteGoal = (label, bytes, ratio) =>
      goals.push(`| ${label} ≤ ${ratio} × the provider's UI (${kb(providerBytes * ratio)} KB) | ${kb(bytes)} KB, ${(bytes / providerBytes).toFixed(2)} × | ${yes(bytes <= providerBytes * ratio)} |`);
    byteGoal(`A whole email-passcode sign-in (${signInFiles.map(shortName).join(', ')})`, signInBytes.brotli, GOALS.signInBytesRatio);
    const every = summary.get('every');
    if (every) byteGoal('The every-product page until 2 s after paint', every.bytes.brotli, GOALS.everyBytesRatio);
  }
  goals.push(`| Main file ≤ ${GOALS.mainKb} KB brotli (its ceiling) | ${kb(main.brotli)} KB | ${yes(main.brotli / 1000 <= GOALS.mainKb)} |`);

  const byteRows = [
    `| main file alone | main | ${kb(main.brotli)} | ${kb(main.raw)} |`,
    ...[...summary.values()].map((s) => `| ${s.page.name}: load until 2 s after paint | ${s.scripts.map(shortName).join(', ')} | ${kb(s.bytes.brotli)} | ${kb(s.bytes.raw)} |`),
    `| full email-passcode sign-in | ${signInFiles.map(shortName).join(', ')} | ${kb(signInBytes.brotli)} | ${kb(signInBytes.raw)} |`,
  ];

  const table = [
    '| page | form painted, ms (min–max) | × floor (min–max) | × provider (min–max) | input inserted / FCP, ms | long tasks: count / total / longest ms (runs with any) | Enter→request at once, ms (min–max) at Enter ms / after paint | Enter→request settled, ms (min–max) | scripts: count / brotli KB |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
  const goalsTable = ['| goal | measured (medians) | met |', '|---|---|---|', ...goals].join('\n');
  const bytesTable = ['| configuration | scripts fetched | brotli KB | raw KB |', '|---|---|---:|---:|', ...byteRows].join('\n');
  const header = [
    `Measured ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} in Chromium ${chromiumVersion} (headless), CPU throttled ${CPU_THROTTLE}× (CDP), ` +
      `${runs} alternated runs, medians; a fresh browser context (cold HTTP cache, cold localStorage) for every page load. ` +
      `Widget: \`${root}\` at ${rootGit}. The framework floor is built from bench/floor.tsx in the same run (${kb(floorBytes.brotli)} KB brotli)` +
      `${provider.file ? `; the provider's UI is @stytch/vanilla-js ${provider.version} (${kb(brotliBytes(provider.file).brotli)} KB brotli)` : ''}. ` +
      `Load average ${load.before.toFixed(1)} before the build, at most ${load.during.toFixed(1)} during the runs (the benchmark's own Chromium raises it to about 3), on ${load.cores} cores` +
      `${load.others === null ? '' : `; other processes used ${Math.round(load.others * 100)} % of one core during the runs`}.`,
    ...(provider.failure
      ? ['', `**The provider's UI failed to load in this run (${provider.failure}), so it has no row and the Enter goals fall back to ${GOALS.enterMs} ms, its median measured once on another machine.**`]
      : []),
    ...(isBusy(load)
      ? ['', `**Warning: the machine was busy (other processes competed for the ${load.cores} cores); the numbers are noisier and slower than usual.**`]
      : []),
  ].join('\n');

  const howMeasured = `## How measured

\`node scripts/bench.mjs\` builds the widget (\`npm run build\`) and bench/floor.tsx (rollup with the widget's alias table, TypeScript and terser settings), serves the cdn files and the emulator's API from \`http://127.0.0.1:<port>\` and blank host pages (the mount element and the script tags only) from \`http://localhost:<port>\` (a page on an IP address is no WebAuthn relying party, so passkey autofill would fail there), and drives Debian's Chromium over a raw DevTools pipe (scripts/cdpPipe.mjs, \`--remote-debugging-pipe\`), not Playwright. Every load gets a fresh browser context, the ${VIEWPORT.width}×${VIEWPORT.height} viewport and \`Emulation.setCPUThrottlingRate(${CPU_THROTTLE})\` before navigation, and only the Page and Runtime domains (Runtime for the bindings): no Network domain. Playwright always enables Network, and with Network and Runtime both on every script-initiated request records an initiator stack trace, which made V8 collect source positions for the widget's main script: inserting one lazy chunk's \`<script>\` took 15.6 ms at 4× instead of 1.3–1.8 ms, and the email page's median first paint was 188–220 ms instead of 144–184 ms, while the floor, which requests no scripts, barely changed. Each run loads every page in turn, the starting page rotating from run to run so drift hits all pages alike; one discarded warm-up load per page comes first.

- **Form painted**: ms from navigation start until the form is on screen: the Element Timing render time of the form's text (an init script's MutationObserver marks the form with \`elementtiming\` in the microtask after its field is inserted: \`input[type=email]\`, or \`input[type=tel]\` on the every-product page, which opens on its Text tab). "input inserted" is when that happened, FCP the first-contentful-paint. × floor is the median of each run's page / the same run's floor, × provider the same against the provider's UI.
- **The provider's UI**: the provider's official SDK (\`@stytch/vanilla-js\`, its one-file iife build, served from the emulator's origin like our files) renders its \`stytch-ui\` element with the email page's config (\`products: [emailMagicLinks]\`). Its undocumented \`endpoints\` option sends its API calls to the emulator over plain http, as our pages send theirs (its \`customBaseUrl\` would force https and drop the port), and \`--host-resolver-rules\` fails any other of its hosts at once; with this config it fetches nothing else. Its Enter sends \`/sdk/v1/magic_links/email/login_or_create\`. The Enter goals compare with its medians in the same run (Enter at once with at once, settled with settled); only if its page fails does the report fall back to ${GOALS.enterMs} ms, its median measured once on another machine, and say so.
- **Long tasks**: \`PerformanceObserver({ type: 'longtask', buffered: true })\` from an init script, tasks ≥ ${LONG_TASK_MS} ms starting from navigation until ${AFTER_PAINT_MS / 1000} s after the form paints. A task "ran a script" when a long animation frame's script entry (a script of 5 ms or more) starts inside it; the others were only the browser's parsing, style, layout and paint.
- **Enter→request**: a separate load per page: the moment the first frame with the form is produced (a message posted from the first requestAnimationFrame after the field's insertion, or the form's Element Timing entry if that comes first) the init script focuses the email field and calls a binding; the driver inserts the address with CDP \`Input.insertText\` (as autofill would) and presses Enter (CDP key events). The figure is the time from the keydown's \`event.timeStamp\` (a capture listener on window) to the \`startTime\` of the login_or_create request's resource timing entry; the driver learns of that entry through a second binding, so no driver script runs in the page between Enter and the request. "at Enter" is when Enter came: ms after navigation start / after the form painted (after that frame when Element Timing had not reported by the time of the request: the provider's UI replaces its form on Enter before its entry comes). "Settled" is the same with Enter ${AFTER_PAINT_MS / 1000} s after the form painted, when the page has loaded everything. The every-product page opens on its Text tab, so it has no figure.
- **Details**: long animation frames (\`long-animation-frame\` entries) name the scripts inside the long tasks; the request lists come from resource timing.
- **Scripts**: cdn scripts in the resource timing entries that started until ${AFTER_PAINT_MS / 1000} s after the form painted (median run), as brotli quality 11 sizes of the served files (1 KB = 1000 bytes). The full sign-in loads the email-passcode page, submits an email, inserts the code from the emulator's outbox into the first box (as one-time-code autofill does) and waits for 'Your passcode has been successfully verified.' plus 1 s; its scripts come from resource timing too.`;

  const details = [];
  for (const s of summary.values()) {
    const load = s.medianLoad;
    const lines = [`### ${s.page.name} (run ${s.medianRun}: input inserted ${ms(load.inputAt)}, FCP ${ms(load.fcp)}, form painted ${ms(load.formPaint)} ms by ${load.formPaintBy})`, ''];
    const tasks = load.longtasks.filter((task) => task.start <= load.formPaint + AFTER_PAINT_MS);
    lines.push(
      tasks.length
        ? `Long tasks (start +duration, ms): ${tasks.map((task) => `${ms(task.start)} +${ms(task.duration)}${task.attribution && !/^(unknown|self)( window)?$/.test(task.attribution) ? ` (${task.attribution})` : ''}`).join('; ')}`
        : 'Long tasks: none',
    );
    const frames = load.loafs.filter((frame) => frame.blocking > 0 && frame.start <= load.formPaint + AFTER_PAINT_MS);
    if (frames.length) {
      lines.push('', 'Long animation frames and their scripts (start +duration ms; script: invoker, source function, ms):');
      for (const frame of frames) {
        const scripts = [...frame.scripts].sort((a, b) => b.duration - a.duration).slice(0, 4);
        lines.push(
          `- ${ms(frame.start)} +${ms(frame.duration)}: ${scripts.map((script) => `${script.invoker || script.type}${script.fn ? ` → ${script.fn}` : ''} (${shortName(file(script.url)) || '?'}${script.char >= 0 ? `@${script.char}` : ''}) ${ms(script.duration)}`).join('; ') || 'no script'}`,
        );
      }
    }
    lines.push('', `Requests (start→end ms): ${waterfall(load.resources).join(', ') || 'none'}`);
    if (s.enterLoad) {
      const e = s.enterLoad;
      lines.push(
        '',
        `Enter-at-once load (run ${s.enterRun}): form painted ${ms(e.formPaint)}, signalled ${ms(e.signalAt)}, Enter ${ms(e.enterAt)}, request ${ms(e.requestAt)} (+${ms(e.requestAt - e.enterAt)}); requests: ${waterfall(e.resources).join(', ')}; scripts ran by: ${e.scriptsRan.map(([file, at]) => `${shortName(file)} ${ms(at)}`).join(', ')}`,
      );
    }
    if (load.errors.length) lines.push('', `Page errors: ${load.errors.join('; ')}`);
    details.push(lines.join('\n'));
  }

  let traceSection = '';
  if (traces.length) {
    const parts = ['## Traces (one extra load per page, not in the medians)', ''];
    for (const { page, path, analysis } of traces) {
      parts.push(`### ${page.name}: \`${relative(REPO, path)}\``, '');
      if (!analysis) {
        parts.push('No renderer main thread found in the trace.', '');
        continue;
      }
      parts.push(`Long tasks (ms, traced, so slower): ${analysis.longTasks.map(ms).join(', ') || 'none'}`, '');
      if (analysis.functions.length) parts.push('Heaviest JS functions inside long tasks (self time, CPU samples):', '', ...analysis.functions.map((f) => `- ${ms(f.ms)} ms ${f.name}`), '');
      if (analysis.events.length) parts.push('Heaviest trace events inside long tasks (self time):', '', ...analysis.events.map((e) => `- ${ms(e.ms)} ms ${e.name}`), '');
    }
    traceSection = parts.join('\n');
  }

  const short = `## Summary\n\n${table}\n\n## Goals\n\n${goalsTable}\n\n## Bytes\n\n${bytesTable}\n`;
  const full = `# auth-widget benchmark\n\n${header}\n\n${short}\n${howMeasured}\n\n## Details of the median run\n\n${details.join('\n\n')}\n${traceSection ? `\n${traceSection}` : ''}`;
  return { short: `${header}\n\n${short}`, full, traceSection };
}

/** The cdn files and API calls of a load, in order: `client 478→520`. */
function waterfall(resources) {
  return resources
    .filter((res) => res.name.includes('/cdn/') || res.name.includes('/sdk/v1/'))
    .sort((a, b) => a.start - b.start)
    .map((res) => {
      const { pathname } = new URL(res.name);
      const label = pathname.startsWith('/cdn/') ? shortName(pathname.slice(5)) : pathname.replace('/sdk/v1', '').replace(PUBLIC_TOKEN, '…');
      return `${label} ${ms(res.start)}→${ms(res.end)}`;
    });
}

function file(url) {
  try {
    return basename(new URL(url).pathname);
  } catch {
    return '';
  }
}

// ------------------------------------------------------------------------------ main

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        root: { type: 'string', default: REPO },
        runs: { type: 'string', default: '11' },
        'no-build': { type: 'boolean', default: false },
        out: { type: 'string' },
        trace: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    fail(`${error.message}\n${HELP}`);
  }
  if (values.help) return void process.stdout.write(HELP);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 5) fail(`--runs must be an integer of at least 5, got "${values.runs}"`);
  const root = resolve(values.root);
  const out = values.out ? resolve(values.out) : join(REPO, 'docs', 'bench.md');
  const cdn = join(root, 'cdn');

  // Everything before the browser runs has its own timeout; this bounds the whole benchmark.
  const budgetMs = BUILD_TIMEOUT_MS + (runs + 3) * 90_000;
  const watchdog = setTimeout(() => {
    process.stderr.write(`bench: gave up after ${Math.round(budgetMs / 60_000)} min\n`);
    cleanup().finally(() => process.exit(1));
  }, budgetMs);
  watchdog.unref();

  const loadBeforeBuild = loadavg()[0];
  if (!values['no-build']) buildWidget(root);
  const manifestPath = join(cdn, 'manifest.json');
  if (!existsSync(manifestPath)) fail(`${manifestPath} is missing: build the widget first (or drop --no-build)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

  mkdirSync(CACHE, { recursive: true });
  const floorBuilt = join(CACHE, FLOOR_FILE);
  await deadline(buildFloor(floorBuilt), 5 * 60_000, 'building the framework floor');

  // The served directory: a copy of <root>/cdn's scripts plus the floor, so nothing is added to cdn/.
  const servedDir = mkdtempSync(join(tmpdir(), 'auth-widget-bench-'));
  cleanups.push(() => rmSync(servedDir, { recursive: true, force: true }));
  for (const entry of readdirSync(cdn)) if (entry.endsWith('.js') || entry === 'manifest.json') copyFileSync(join(cdn, entry), join(servedDir, entry));
  copyFileSync(floorBuilt, join(servedDir, FLOOR_FILE));
  const provider = providerSdk();
  if (provider.file) copyFileSync(provider.file, join(servedDir, PROVIDER_FILE));
  const served = { dir: servedDir, main: manifest.main };
  if (!existsSync(join(servedDir, served.main))) fail(`the manifest names ${served.main}, which is not in ${cdn}`);

  const { tsImport } = await import('tsx/esm/api');
  const emulatorModule = [join(root, 'emulator', 'server.ts'), join(REPO, 'emulator', 'server.ts')].find(existsSync);
  const { startEmulatorServer } = await deadline(tsImport(pathToFileURL(emulatorModule).href, import.meta.url), 60_000, 'loading the emulator');
  const emulator = await startEmulatorServer({ port: 0, cdnDir: servedDir });
  cleanups.push(() => emulator.close());
  // The host pages are on localhost and the emulator on 127.0.0.1: a page on an IP address is no
  // WebAuthn relying party, so there every passkey autofill request failed and was retried, work
  // and an error banner that a real site never has.
  const apiOrigin = emulator.origin.replace('//localhost:', '//127.0.0.1:');
  const pages = new Map(PAGES.map((page) => [`/${page.id}.html`, pageHtml(page, apiOrigin, served)]));
  const host = await startHostServer(pages);
  cleanups.push(() => host.close());

  const { findChromium } = await import('./chromium.mjs');
  const executablePath = findChromium();
  if (!executablePath) fail('Chromium was not found: run node scripts/chromium.mjs (or set CHROMIUM_PATH)');
  const browser = await launchChromium({ executablePath, args: [...CHROMIUM_ARGS, ...PROVIDER_HOST_ARGS] }).catch((error) => fail(`launching Chromium: ${error.message}`));
  cleanups.push(() => deadline(browser.close(), 15_000, 'closing Chromium'));
  const chromiumVersion = browser.version;
  log(`Chromium ${chromiumVersion}; emulator and cdn at ${apiOrigin}, host pages at ${host.origin}`);
  let loadDuringRuns = loadavg()[0];
  const cpuAtStart = cpuTicks();

  const loader = createLoader({ browser, emulatorOrigin: apiOrigin, hostOrigin: host.origin });
  const results = new Map(PAGES.map((page) => [page.id, { paint: [], enter: [], settled: [] }]));

  // The provider's page is a reference, not ours: when it fails, the run goes on without it and
  // the report says why.
  let providerFailure = provider.file ? null : provider.missing;
  const measured = (page) => !(page.provider && providerFailure);
  async function measure(page, load) {
    if (!measured(page)) return;
    try {
      await load();
    } catch (error) {
      if (interrupted || !page.provider || !(error instanceof BenchError || error instanceof CdpError)) throw error;
      log(`the provider's UI failed; going on without it: ${error.message}`);
      providerFailure = error.message.split(' (probe: ')[0];
    }
  }

  log('warm-up: one discarded load per page');
  for (const page of PAGES) await measure(page, () => loader.paintLoad(page));

  for (let run = 0; run < runs; run++) {
    const order = PAGES.map((_, i) => PAGES[(i + run) % PAGES.length]);
    for (const page of order) await measure(page, async () => results.get(page.id).paint.push(await loader.paintLoad(page)));
    for (const page of order) if (page.enter) await measure(page, async () => results.get(page.id).enter.push(await loader.enterLoad(page)));
    for (const page of order) if (page.enter) await measure(page, async () => results.get(page.id).settled.push(await loader.enterLoad(page, { settled: true })));
    const line = order.filter(measured).map((page) => {
      const paint = results.get(page.id).paint.at(-1);
      const enter = results.get(page.id).enter.at(-1);
      const settled = results.get(page.id).settled.at(-1);
      return `${page.id} ${ms(paint.formPaint)}${page.enter ? `/${ms(enter.requestAt - enter.enterAt)}/${ms(settled.requestAt - settled.enterAt)}` : ''}`;
    });
    log(`run ${run + 1}/${runs} (form painted / Enter→request at once / settled, ms): ${line.join(', ')}`);
    loadDuringRuns = Math.max(loadDuringRuns, loadavg()[0]);
  }
  const othersDuringRuns = othersShare(cpuAtStart, cpuTicks());
  // A provider's page that failed in any run has no row: its runs would not line up with the others.
  const providerRunsFailure = providerFailure;
  if (providerRunsFailure) results.delete(PAGES.find((page) => page.provider).id);

  log('a full email-passcode sign-in');
  const signInFiles = cdnScripts(await loader.signIn(PAGES.find((page) => page.id === SIGN_IN_PAGE)), servedDir);

  const traces = [];
  if (values.trace) {
    for (const page of PAGES) {
      const path = join(CACHE, `trace-${page.id}.json`);
      await measure(page, async () => {
        log(`tracing one load of ${page.name} into ${relative(REPO, path)}`);
        await loader.paintLoad(page, { trace: path });
        traces.push({ page, path, analysis: analyzeTrace(path, servedDir) });
      });
    }
    // Enter the moment the form shows, traced: what the main thread does between Enter and the request.
    for (const page of PAGES.filter((candidate) => candidate.enter)) {
      const path = join(CACHE, `trace-${page.id}-enter.json`);
      await measure(page, async () => {
        log(`tracing one Enter-at-once load of ${page.name} into ${relative(REPO, path)}`);
        await loader.enterLoad(page, { trace: path });
      });
    }
  }

  const load = { before: loadBeforeBuild, during: loadDuringRuns, others: othersDuringRuns, cores: availableParallelism() };
  const { short, full, traceSection } = report({ results, runs, served, chromiumVersion, root, rootGit: gitDescription(root), signInFiles, traces, load, provider: { ...provider, failure: providerRunsFailure } });
  mkdirSync(dirname(out), { recursive: true });
  // The emulator's table (written by `npm run bench:emulator`) is carried over as it was.
  writeFileSync(out, withEmulatorSection(full, existsSync(out) ? emulatorSection(readFileSync(out, 'utf8')) : null));
  process.stdout.write(`${short}${traceSection ? `\n${traceSection}` : ''}\nDetails of the median run: ${out}\n`);
}

const cleanups = [];
async function cleanup() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch {
      // best effort: the next one still runs
    }
  }
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    process.stderr.write(`bench: interrupted (${signal})\n`);
    cleanup().finally(() => process.exit(130));
  });
}

try {
  await main();
  await cleanup();
} catch (error) {
  await cleanup();
  const message = error instanceof BenchError ? error.message : `${error?.message ?? error}`;
  process.stderr.write(`bench: ${message.split('\n')[0]}\n`);
  if (!(error instanceof BenchError) && process.env.BENCH_DEBUG) process.stderr.write(`${error?.stack}\n`);
  process.exitCode = 1;
}
