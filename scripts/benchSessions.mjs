// `npm run bench:sessions`: a benchmark, not a test (it never fails on a number). Twenty tabs of
// one browser context hold one session for two hours of fake time (Playwright's clock, installed
// before the pages load), against the emulator; it reports the refresh requests the emulator
// counted (POST /sdk/v1/sessions/authenticate) and the CPU time the pages used (CDP
// Performance.getMetrics ScriptDuration and TaskDuration, summed over the pages, after minus
// before). A control run moves the same clock over twenty pages that load the same script but never
// call client() (nothing keeps a session), so the difference is what keeping the session cost.
// It prints a markdown table and writes it to docs/bench-sessions.md.
//
//   node scripts/benchSessions.mjs [--tabs 20] [--hours 2] [--build] [--out docs/bench-sessions.md]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createHash } from 'node:crypto';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_TOKEN = 'public-token-test-00000000-0000-4000-8000-000000000000';
const PERIOD_MS = 180_000;
const AUTHENTICATE = 'POST /sdk/v1/sessions/authenticate';
const MARK_KEY = `auth_widget_refreshed:${PUBLIC_TOKEN}`;
const PASSWORD = 'violet-Tractor-89-lantern';
// The same flags as playwright.config.ts: no outside network here.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Clock steps between refreshes; the clock also stops at each refresh's due moment. */
const STEP_MS = 60_000;

const log = (message) => process.stderr.write(`bench:sessions: ${message}\n`);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const literal = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
const sri = (path) => `sha384-${createHash('sha384').update(readFileSync(path)).digest('base64')}`;

async function deadline(promise, ms, what) {
  let timer;
  try {
    return await Promise.race([promise, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A host page with only AuthWidget.client(): no widget, so the pages' work is the session's. The
 * control page loads the same script and never calls client(): nothing keeps a session there.
 */
function pageHtml(apiOrigin, mainFile, cdn, { client = true } = {}) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>bench: sessions</title><link rel="icon" href="data:,"></head>
<body>
<p>A tab</p>
<script src="${apiOrigin}/cdn/${mainFile}" integrity="${sri(join(cdn, mainFile))}" crossorigin="anonymous"></script>
<script>${client ? `window.__client = AuthWidget.client(${literal({ publicToken: PUBLIC_TOKEN, apiBaseUrl: apiOrigin })});
window.__changes = []; __client.onChange((state, change) => __changes.push(change));` : ''}</script>
</body>
</html>
`;
}

async function startHostServer(pages) {
  const server = createServer((req, res) => {
    const html = pages.get(new URL(req.url ?? '/', 'http://host.invalid').pathname);
    if (html === undefined) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  });
  await new Promise((done, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', done);
  });
  return {
    origin: `http://localhost:${server.address().port}`,
    close: () => new Promise((done) => (server.close(() => done()), server.closeAllConnections())),
  };
}

function emulatorApi(origin) {
  const call = async (path, { method = 'POST', body, auth } = {}) => {
    const headers = { 'content-type': 'application/json' };
    if (auth) headers.authorization = `Basic ${Buffer.from(auth).toString('base64')}`;
    const response = await deadline(fetch(`${origin}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }), 10_000, path);
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  return {
    reset: () => call('/__emulator/reset', { body: {} }),
    counts: async () => (await call('/__emulator/requests', { method: 'GET' })).counts ?? {},
    /** A user signed in by the API, as a host's backend or another page of the site would. */
    async signIn(email) {
      await call('/__emulator/users', { body: { email, password: PASSWORD } });
      const { data } = await call('/sdk/v1/passwords/authenticate', {
        body: { email, password: PASSWORD, session_duration_minutes: 600 },
        auth: `${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`,
      });
      return data;
    },
  };
}

/** ScriptDuration and TaskDuration (ms) of one page, from CDP. */
async function cpuOf(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return { script: value('ScriptDuration'), task: value('TaskDuration') };
}

/**
 * One run: `tabs` pages of a fresh context (signed in through the session cookie, or not), the
 * clock moved by `hours`, stopping at each refresh's due moment and letting requests settle.
 */
async function run(browser, { hostOrigin, api, tabs, hours, signedIn }) {
  await api.reset();
  const context = await browser.newContext();
  try {
    await context.clock.install({ time: Date.now() });
    if (signedIn) {
      const auth = await api.signIn(`bench-sessions-${process.pid}@example.com`);
      const expires = Date.parse(auth.session.expires_at) / 1000;
      await context.addCookies([
        { name: 'stytch_session', value: auth.session_token, url: hostOrigin, expires, sameSite: 'Lax' },
        { name: 'stytch_session_jwt', value: auth.session_jwt, url: hostOrigin, expires, sameSite: 'Lax' },
      ]);
    }
    /* global window, document, localStorage -- what page.evaluate and waitForFunction run, runs in the page */
    let inflight = 0;
    let started = 0;
    const isApi = (request) => request.url().includes('/sdk/v1/') && request.method() !== 'OPTIONS';
    context.on('request', (request) => isApi(request) && (inflight++, started++));
    context.on('requestfinished', (request) => isApi(request) && inflight--);
    context.on('requestfailed', (request) => isApi(request) && inflight--);

    const pages = [];
    for (let i = 0; i < tabs; i++) {
      const page = await context.newPage();
      await page.goto(`${hostOrigin}/${signedIn ? 'tab' : 'idle'}.html`);
      // The first tab restores from the cookie; the others find the session in storage.
      if (signedIn) await deadline(page.waitForFunction(() => window.__client.getSession() !== null), 15_000, `tab ${i + 1} holding the session`);
      else await page.waitForFunction(() => document.readyState === 'complete');
      pages.push(page);
    }
    // Let the client chunk load everywhere, then stop the clock on every page at one moment.
    await sleep(300);
    for (let margin = 500; ; margin *= 2) {
      const at = Math.max(...(await Promise.all(pages.map((page) => page.evaluate(() => Date.now()))))) + margin;
      try {
        await context.clock.pauseAt(at);
        break;
      } catch (error) {
        if (margin > 8000) throw error;
      }
    }
    while (inflight > 0) await sleep(20);
    const cdps = await Promise.all(pages.map((page) => context.newCDPSession(page)));
    await Promise.all(cdps.map((cdp) => cdp.send('Performance.enable', { timeDomain: 'threadTicks' })));
    const before = await Promise.all(cdps.map(cpuOf));
    const countsBefore = await api.counts();

    const settle = async (startedBefore, expectRequest) => {
      const until = Date.now() + 1000;
      if (expectRequest) while (started === startedBefore && Date.now() < until) await sleep(5);
      if (started === startedBefore && inflight === 0) return;
      const end = Date.now() + 5000;
      let quiet = 0;
      let seen = started;
      while (quiet < 4 && Date.now() < end) {
        await sleep(15);
        quiet = inflight === 0 && started === seen ? quiet + 1 : 0;
        seen = started;
      }
    };
    const wallStart = performance.now();
    let now = await pages[0].evaluate(() => Date.now());
    const end = now + hours * 3_600_000;
    let steps = 0;
    while (now < end) {
      const mark = Number(await pages[0].evaluate((key) => localStorage.getItem(key), MARK_KEY));
      const due = mark > 0 ? mark + PERIOD_MS + 1 : null;
      let target = Math.min(end, now + STEP_MS);
      const atDue = due !== null && due > now && due <= target;
      if (atDue) target = due;
      const startedBefore = started;
      await context.clock.runFor(target - now);
      now = target;
      steps++;
      await settle(startedBefore, atDue && signedIn);
    }
    const wallMs = performance.now() - wallStart;

    const after = await Promise.all(cdps.map(cpuOf));
    const countsAfter = await api.counts();
    const sessions = signedIn ? await Promise.all(pages.map((page) => page.evaluate(() => window.__client.getSession()?.session_id ?? null))) : [];
    const changes = signedIn ? await Promise.all(pages.map((page) => page.evaluate(() => window.__changes.filter((change) => change.type === 'signed_out').length))) : [];
    const sum = (key) => after.reduce((total, metrics, i) => total + metrics[key] - before[i][key], 0);
    return {
      refreshes: (countsAfter[AUTHENTICATE] ?? 0) - (countsBefore[AUTHENTICATE] ?? 0),
      scriptMs: sum('script'),
      taskMs: sum('task'),
      wallMs,
      steps,
      holding: sessions.filter((id) => id !== null && id === sessions[0]).length,
      signOuts: changes.reduce((total, n) => total + n, 0),
    };
  } finally {
    await context.close();
  }
}

function report({ tabs, hours, session, control, chromiumVersion, git }) {
  const expected = Math.floor((hours * 3_600_000) / PERIOD_MS);
  const f = (ms) => ms.toFixed(1);
  const lines = [
    `| ${tabs} tabs, ${hours} h of fake time | refresh requests (emulator) | per tab per hour | script CPU, all pages (ms) | task CPU, all pages (ms) | per page per hour, task (ms) |`,
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| signed in (the scheduler runs) | ${session.refreshes} (one per period: ${expected}) | ${(session.refreshes / tabs / hours).toFixed(3)} | ${f(session.scriptMs)} | ${f(session.taskMs)} | ${f(session.taskMs / tabs / hours)} |`,
    `| control: the script, no client(), same clock | ${control.refreshes} | ${(control.refreshes / tabs / hours).toFixed(3)} | ${f(control.scriptMs)} | ${f(control.taskMs)} | ${f(control.taskMs / tabs / hours)} |`,
    `| difference: keeping the session | ${session.refreshes - control.refreshes} | | ${f(session.scriptMs - control.scriptMs)} | ${f(session.taskMs - control.taskMs)} | ${f((session.taskMs - control.taskMs) / tabs / hours)} |`,
  ];
  const table = lines.join('\n');
  const full = `# Session benchmark

Generated by \`npm run bench:sessions\` (scripts/benchSessions.mjs) on ${new Date().toISOString().slice(0, 10)}, ${git}, Chromium ${chromiumVersion}. Not a test: nothing here fails on a number.

${table}

- **Setup**: ${tabs} pages of one browser context on one host origin, each loading the widget's main file and calling \`AuthWidget.client()\` (no widget mounted). The session was made by a direct API call (600 minutes) and only its cookie was given to the context: the first tab restores it (one authenticate, before the measurement), the others read it from storage.
- **Time**: Playwright's clock, installed before the pages load, then paused; ${hours} h are run with \`clock.runFor\` in steps of at most ${STEP_MS / 1000} s that also stop at each refresh's due moment (the shared mark + ${PERIOD_MS / 1000} s), waiting in real time for requests to settle (${session.steps} steps, ${(session.wallMs / 1000).toFixed(1)} s of real time signed in, ${(control.wallMs / 1000).toFixed(1)} s for the control). With the clock stopped while a request is in flight, a refresh takes no fake time.
- **Requests**: the emulator's count of \`${AUTHENTICATE}\` (\`GET /__emulator/requests\`) during the ${hours} h. One refresh per period across all tabs is ${expected}; more means some periods were refreshed by more than one tab. At the end ${session.holding} of ${tabs} tabs held the session (${session.signOuts} sign-outs seen by onChange).
- **CPU**: CDP \`Performance.getMetrics\` (thread ticks) per page, \`ScriptDuration\` and \`TaskDuration\`, after minus before the ${hours} h, summed over the pages. It includes the fake clock's own work in each page (running \`runFor\`), which the control run (pages that load the main file and never call \`client()\`) has too; the difference row is the scheduler, the lock, storage events and the refresh requests' handling.
`;
  return { table, full };
}

async function main() {
  const { values } = parseArgs({
    options: {
      tabs: { type: 'string', default: '20' },
      hours: { type: 'string', default: '2' },
      build: { type: 'boolean', default: false },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) return void process.stdout.write('Usage: npm run bench:sessions -- [--tabs 20] [--hours 2] [--build] [--out docs/bench-sessions.md]\n');
  const tabs = Number(values.tabs);
  const hours = Number(values.hours);
  if (!Number.isInteger(tabs) || tabs < 1 || !(hours > 0)) throw new Error('--tabs must be a positive integer and --hours a positive number');
  const out = values.out ? resolve(values.out) : join(REPO, 'docs', 'bench-sessions.md');
  const cdn = join(REPO, 'cdn');
  if (values.build) {
    log('building the widget (npm run build)');
    const built = spawnSync('npm', ['run', 'build'], { cwd: REPO, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  const manifestPath = join(cdn, 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${relative(REPO, manifestPath)} is missing: run npm run build first (or pass --build)`);
  const { main: mainFile } = JSON.parse(readFileSync(manifestPath, 'utf8'));

  const cleanups = [];
  try {
    const { tsImport } = await import('tsx/esm/api');
    const { startEmulatorServer } = await deadline(tsImport(pathToFileURL(join(REPO, 'emulator', 'server.ts')).href, import.meta.url), 60_000, 'loading the emulator');
    const emulator = await startEmulatorServer({ port: 0, cdnDir: cdn });
    cleanups.push(() => emulator.close());
    // As scripts/bench.mjs: the API on 127.0.0.1, the host pages on localhost (two origins).
    const apiOrigin = emulator.origin.replace('//localhost:', '//127.0.0.1:');
    const host = await startHostServer(
      new Map([
        ['/tab.html', pageHtml(apiOrigin, mainFile, cdn)],
        ['/idle.html', pageHtml(apiOrigin, mainFile, cdn, { client: false })],
      ]),
    );
    cleanups.push(() => host.close());
    const api = emulatorApi(apiOrigin);

    const { findChromium } = await import('./chromium.mjs');
    const executablePath = findChromium();
    if (!executablePath) throw new Error('Chromium was not found: run node scripts/chromium.mjs (or set CHROMIUM_PATH)');
    const { chromium } = await import('@playwright/test');
    const browser = await deadline(chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS }), 60_000, 'launching Chromium');
    cleanups.push(() => browser.close());
    log(`Chromium ${browser.version()}; API at ${apiOrigin}, host pages at ${host.origin}`);

    log(`${tabs} tabs signed in, ${hours} h of fake time`);
    const session = await run(browser, { hostOrigin: host.origin, api, tabs, hours, signedIn: true });
    log(`${session.refreshes} refreshes in ${(session.wallMs / 1000).toFixed(1)} s of real time; control: ${tabs} tabs that never call client()`);
    const control = await run(browser, { hostOrigin: host.origin, api, tabs, hours, signedIn: false });
    const git = spawnSync('git', ['describe', '--always', '--dirty'], { cwd: REPO, encoding: 'utf8' }).stdout.trim() || 'unknown commit';
    const { table, full } = report({ tabs, hours, session, control, chromiumVersion: browser.version(), git });
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, full);
    process.stdout.write(`${table}\n\nDetails: ${relative(REPO, out)}\n`);
  } finally {
    while (cleanups.length) await Promise.resolve().then(cleanups.pop()).catch(() => undefined);
  }
}

try {
  await main();
} catch (error) {
  process.stderr.write(`bench:sessions: ${error?.message ?? error}\n`);
  process.exitCode = 1;
}
