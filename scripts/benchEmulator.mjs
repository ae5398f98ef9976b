// `npm run bench:emulator`: a bounded load test of the emulator, not a test (it never fails on a
// number). The emulator runs as a real server on loopback in a child process (node --expose-gc
// --import tsx, as `npm start` runs it), so the load generator's event loop is not the one being
// measured; this process drives it over HTTP/1.1 keep-alive at 10 concurrent requests. It reports
// requests per second and p50/p99 per call, bootstrap latency while CPU-heavy calls run, and the
// emulator's memory (process.memoryUsage after gc(), asked over IPC), and the emulator's CPU time
// per call (process.cpuUsage: every thread of it, the zxcvbn workers and libuv's pool included),
// which other work on the machine does not inflate the way it does rates. It prints a markdown
// table, writes it to docs/bench-emulator.md and to its marked section of docs/bench.md.
//
//   node scripts/benchEmulator.mjs [--signins 10000] [--out docs/bench-emulator.md] [--bench-md docs/bench.md, '' for none]
import { spawnSync, fork } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { markEmulatorSection, withEmulatorSection } from './benchSection.mjs';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_TOKEN = 'public-token-test-00000000-0000-4000-8000-000000000000';
const PASSWORD = 'violet-Tractor-89-lantern';
/** 100 characters, docs/spec/security.md X5's cap, a new one each time (`n` in front) so no cache answers it. */
const longPassword = (n) => `${n}`.padStart(8, '0') + 'a'.repeat(32) + 'Xy7!'.repeat(15);
const CONCURRENCY = 10;
const log = (message) => process.stderr.write(`bench:emulator: ${message}\n`);

// ---- the child: the emulator server, answering memory, CPU and event-loop questions over IPC ----

async function serve() {
  const { tsImport } = await import('tsx/esm/api');
  const { startEmulatorServer } = await tsImport(pathToFileURL(join(REPO, 'emulator', 'server.ts')).href, import.meta.url);
  const server = await startEmulatorServer({ port: 0, cdnDir: join(REPO, 'cdn') });
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  process.on('message', async (message) => {
    if (message === 'memory') {
      for (let i = 0; i < 3; i += 1) globalThis.gc();
      const { heapUsed, rss } = process.memoryUsage();
      process.send({ heapUsed, rss, users: server.emulator.store.users.size });
    } else if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send({ cpuMs: (user + system) / 1000 });
    } else if (message === 'loop-delay-start') {
      loopDelay.reset();
      loopDelay.enable();
      process.send({});
    } else if (message === 'loop-delay-stop') {
      loopDelay.disable();
      process.send({ p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 });
    } else if (message === 'close') {
      await server.close();
      process.disconnect();
    }
  });
  process.send({ origin: server.origin.replace('//localhost:', '//127.0.0.1:') });
}

// ---- the parent: the load ----

function startChild() {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], { execArgv: ['--expose-gc'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const replies = [];
  child.on('message', (m) => replies.shift()?.(m));
  const next = () => new Promise((got) => replies.push(got));
  return {
    ready: next(),
    memory: () => (child.send('memory'), next()),
    cpuMs: async () => (child.send('cpu'), (await next()).cpuMs),
    /** The emulator's event-loop delay (perf_hooks, 5 ms resolution) between start and stop. */
    loopDelayStart: () => (child.send('loop-delay-start'), next()),
    loopDelayStop: () => (child.send('loop-delay-stop'), next()),
    close: () => new Promise((done) => (child.once('exit', done), child.send('close'))),
  };
}

function client(origin) {
  const basic = (secret = '') => `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${secret}`).toString('base64')}`;
  async function call(method, path, body, session) {
    const res = await fetch(path.startsWith('/__') ? origin + path : `${origin}/sdk/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: basic(session) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    if (res.status !== 200) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json)}`);
    return json.data ?? json;
  }
  return {
    bootstrap: () => call('GET', `/projects/bootstrap/${PUBLIC_TOKEN}`),
    authenticate: (session) => call('POST', '/sessions/authenticate', {}, session),
    async passcode(email) {
      const { method_id } = await call('POST', '/otps/email/login_or_create', { email, expiration_minutes: 5 });
      const { messages } = await call('GET', `/__emulator/outbox?recipient=${encodeURIComponent(email)}`);
      return call('POST', '/otps/authenticate', { token: messages.at(-1).code, method_id, session_duration_minutes: 60 });
    },
    passwordSignUp: (email) => call('POST', '/passwords', { email, password: PASSWORD, session_duration_minutes: 60 }),
    passwordSignIn: (email) => call('POST', '/passwords/authenticate', { email, password: PASSWORD, session_duration_minutes: 60 }),
    strengthCheck: (n) => call('POST', '/passwords/strength_check', { password: longPassword(n) }),
    project: (body) => call('POST', '/__emulator/project', body),
  };
}

/** Runs `count` calls of `run(i)`, `concurrency` at a time; latencies in ms. */
async function load(count, run, concurrency = CONCURRENCY) {
  const latencies = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const start = performance.now();
        await run(i);
        latencies.push(performance.now() - start);
      }
    }),
  );
  return stats(latencies, performance.now() - t0);
}

/** Runs `run()` in `concurrency` loops until `stop()` says so. */
async function loop(concurrency, run, stop) {
  await Promise.all(Array.from({ length: concurrency }, async () => { while (!stop()) await run(); }));
}

function stats(latencies, elapsedMs) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { count: sorted.length, perSecond: (sorted.length * 1000) / elapsedMs, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) };
}

const ms = (x) => `${x.toFixed(1)} ms`;
const rate = (x) => `${Math.round(x).toLocaleString('en-US')} /s`;
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

async function bench({ signins }) {
  const child = startChild();
  const { origin } = await child.ready;
  const api = client(origin);
  const rows = [];
  /** Runs `measure()` and adds its row, with the emulator's CPU time per call over the same span. */
  const row = async (what, measure, unit = 'requests') => {
    const cpuBefore = await child.cpuMs();
    const s = await measure();
    const cpu = (await child.cpuMs()) - cpuBefore;
    rows.push(`| ${what} | ${s.count.toLocaleString('en-US')} ${unit} | ${rate(s.perSecond)} | ${ms(s.p50)} | ${ms(s.p99)} | ${ms(cpu / s.count)} |`);
    log(rows.at(-1));
  };
  let id = 0;
  const email = () => `bench-${++id}@example.com`;

  // A load test from one address measures throughput, not the rate limits (tested on their own).
  await api.project({
    rate_limits: { sends_per_recipient: [], failed_authentications_per_account: [], failed_authentications_per_ip: [], password_lockout: null, requests_per_ip: [] },
  });
  // Warm-up: JIT, the JWT keys, the zxcvbn worker's dictionaries.
  await load(200, () => api.bootstrap());
  await load(20, () => api.passcode(email()));
  await load(20, () => api.passwordSignUp(email()));

  await row('GET projects/bootstrap', () => load(3000, () => api.bootstrap()));
  const { session_token } = await api.passcode(email());
  await row('POST sessions/authenticate', () => load(3000, () => api.authenticate(session_token)));
  await row('passcode sign-up (login_or_create, outbox, otps/authenticate)', () => load(1000, () => api.passcode(email())), 'sign-ups');
  const regulars = Array.from({ length: 100 }, email);
  await load(regulars.length, (i) => api.passwordSignUp(regulars[i]));
  await row('password sign-up (POST /passwords), password_hashing "test"', () => load(500, () => api.passwordSignUp(email())), 'sign-ups');
  await row('password sign-in (POST /passwords/authenticate), "test"', () => load(1000, (i) => api.passwordSignIn(regulars[i % regulars.length])), 'sign-ins');
  await api.project({ password_hashing: 'production' });
  await row('password sign-up, password_hashing "production"', () => load(12, () => api.passwordSignUp(email())), 'sign-ups');
  await api.project({ password_hashing: 'test' });

  // Bootstrap, two at a time, while 4 loops of password sign-ups and 4 of 100-character strength
  // checks keep the CPU busy (the issue's 8 concurrent strength checks, plus hashing).
  const underLoad = [];
  for (const setting of ['test', 'production']) {
    await api.project({ password_hashing: setting });
    let stop = false;
    let heavy = 0;
    let checks = 0;
    const background = Promise.all([
      loop(4, async () => (await api.passwordSignUp(email()), heavy++), () => stop),
      loop(4, async () => (await api.strengthCheck(checks++), heavy++), () => stop),
    ]);
    await new Promise((go) => setTimeout(go, 500)); // the background is running
    const latencies = [];
    await child.loopDelayStart();
    const t0 = performance.now();
    await loop(2, async () => {
      const start = performance.now();
      await api.bootstrap();
      latencies.push(performance.now() - start);
    }, () => performance.now() - t0 > 6000);
    const s = stats(latencies, performance.now() - t0);
    const delay = await child.loopDelayStop();
    stop = true;
    await background;
    const line = `| bootstrap while 4 password sign-ups ("${setting}") and 4 strength checks of 100 characters run | ${s.count.toLocaleString('en-US')} | ${ms(s.p50)} | ${ms(s.p99)} | ${ms(s.max)} | ${ms(delay.p99)} / ${ms(delay.max)} | ${heavy} |`;
    underLoad.push(line);
    log(line);
  }
  await api.project({ password_hashing: 'test' });

  // Memory: per user (passcode sign-ups: a user, an email, a spent code, a session), then the same
  // 100 users signing in with their passwords again and again (each sign-in adds a session).
  const memory = [];
  const before = await child.memory();
  const newUsers = 2000;
  await load(newUsers, () => api.passcode(email()));
  const after = await child.memory();
  memory.push(`| ${newUsers.toLocaleString('en-US')} more users (passcode sign-ups) | ${mb(after.heapUsed)} | ${mb(after.rss)} | ${((after.heapUsed - before.heapUsed) / newUsers / 1024).toFixed(2)} KB of heap per user |`);
  log(memory.at(-1));
  const start = await child.memory();
  memory.push(`| before the repeated sign-ins of 100 users | ${mb(start.heapUsed)} | ${mb(start.rss)} | |`);
  for (let round = 1; round <= 3; round += 1) {
    const s = await load(signins, (i) => api.passwordSignIn(regulars[i % regulars.length]));
    const m = await child.memory();
    memory.push(`| after round ${round}: ${signins.toLocaleString('en-US')} more password sign-ins (${rate(s.perSecond)}) | ${mb(m.heapUsed)} | ${mb(m.rss)} | ${(((m.heapUsed - start.heapUsed) / (round * signins)) / 1024).toFixed(2)} KB of heap per sign-in since the start |`);
    log(memory.at(-1));
  }
  await child.close();
  return { rows, underLoad, memory };
}

function report({ rows, underLoad, memory }, seconds, loadAtStart) {
  const git = spawnSync('git', ['describe', '--always', '--dirty'], { cwd: REPO, encoding: 'utf8' }).stdout.trim() || 'unknown commit';
  return [
    '# Emulator load benchmark',
    '',
    `\`npm run bench:emulator\` at ${git}, ${new Date().toISOString().slice(0, 16)} UTC, Node ${process.version}, ${availableParallelism()} CPUs,`,
    `load average ${loadAtStart.toFixed(1)} at the start and ${loadavg().map((x) => x.toFixed(1)).join(' / ')} at the end (other work on the machine inflates`,
    `every number but the CPU per call), ${seconds} s.`,
    'The emulator is a real server on 127.0.0.1 in its own process (`node --expose-gc`, tsx); this',
    'script sends HTTP/1.1 keep-alive requests from another process. Password sign-ups use',
    `"${PASSWORD}" (zxcvbn and the breached list run on every one).`,
    '',
    'Before these changes (issue 15, the same machine, scrypt N=2^17 and zxcvbn on the event loop):',
    'password sign-up 4.3 /s, password sign-in 2.6 /s, token refresh 1,554 /s, passwordless sign-up',
    '836 /s; a bootstrap waited 7,078 ms behind eight 100-character strength checks. With the',
    "library's own zxcvbn dictionary matcher (before emulator/strength/zxcvbnFastDictionary.mjs; this script,",
    '2026-11-25 08:07 UTC, load average 5): password sign-up 128 /s at 13.9 ms of emulator CPU each.',
    '',
    `At ${CONCURRENCY} concurrent. The emulator's CPU per call is its process's CPU time (every thread: the`,
    'event loop, the zxcvbn workers, libuv\'s pool for scrypt and signing) over the row, divided by its',
    `calls. ${availableParallelism()} cores give at most ${availableParallelism() * 1000} ms of it a second, which bounds the rate on an idle machine.`,
    '',
    '| call | count | per second | p50 | p99 | emulator CPU per call |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    'Bootstrap latency while CPU-heavy calls run (2 bootstrap loops for 6 s), and how late the',
    "emulator's event loop ran its timers meanwhile (a blocked loop shows there; a busy machine shows",
    'in the latency alone):',
    '',
    '| while | bootstraps | p50 | p99 | max | event-loop delay p99 / max | heavy calls answered |',
    '|---|---|---|---|---|---|---|',
    ...underLoad,
    '',
    'Memory of the emulator process (after `gc()`):',
    '',
    '| after | heap used | RSS | |',
    '|---|---|---|---|',
    ...memory,
    '',
  ].join('\n');
}

const { values } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    signins: { type: 'string', default: '10000' },
    out: { type: 'string', default: 'docs/bench-emulator.md' },
    'bench-md': { type: 'string', default: 'docs/bench.md' },
  },
});
if (values.serve) {
  await serve();
} else {
  const t0 = performance.now();
  const loadAtStart = loadavg()[0];
  const results = await bench({ signins: Number(values.signins) });
  const text = report(results, Math.round((performance.now() - t0) / 1000), loadAtStart);
  process.stdout.write(`${text}\n`);
  writeFileSync(resolve(REPO, values.out), text);
  log(`wrote ${values.out}`);
  if (values['bench-md'] !== '') {
    // The same tables in docs/bench.md's marked section, one heading level down.
    const benchMd = resolve(REPO, values['bench-md']);
    const section = markEmulatorSection(text.replace(/^# Emulator load benchmark/, '## The emulator under load (`npm run bench:emulator`)'));
    writeFileSync(benchMd, withEmulatorSection(existsSync(benchMd) ? readFileSync(benchMd, 'utf8') : '', section));
    log(`wrote its section of ${values['bench-md']}`);
  }
}
