// `npm test`'s last stage, or on its own: `node scripts/freshClone.mjs`. Proves the README's two
// commands do all the set-up on a fresh machine: clones HEAD (so no node_modules and no built
// cdn/) into a temporary directory, runs `npm start` there and checks that it installed, built and
// serves the demo page and the widget script, then deletes node_modules and runs `npm test`.
// Uncommitted changes are not in the clone: this checks what a new user would get from HEAD.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { INSTALL_MESSAGE, ROOT, runNpm } from './setup.mjs';

const MINUTE = 60_000;
const START_TIMEOUT = 15 * MINUTE; // npm ci and the build
const TEST_TIMEOUT = 20 * MINUTE; // npm ci, type checking and the build
const STOP_TIMEOUT = 30_000;
const FETCH_TIMEOUT = 30_000;
const TAIL_LINES = 40;
// Running the whole suite a second time in the clone would double CI's time; these stages are
// enough to show that `npm test` installs by itself and that HEAD type-checks and builds.
const CLONE_TEST_STAGES = 'typecheck,build,size';
const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

class CheckFailed extends Error {
  constructor(reason, output = '') {
    super(reason);
    this.output = output;
  }
}

const say = (line) => console.log(`fresh clone: ${line}`);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const running = new Set();

/** The environment of a new user's shell: without what the `npm test` running this put there. */
function freshEnv(extra = {}) {
  const env = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (name.startsWith('npm_') || name === 'INIT_CWD' || name === 'AUTH_WIDGET_TEST_STAGES') continue;
    env[name] = value;
  }
  // npm run puts every node_modules/.bin above the project, and its node-gyp-bin, on PATH; the
  // clone must use its own.
  const fromNpmRun = /[\\/]node_modules[\\/]\.bin[\\/]?$|node-gyp-bin/;
  env.PATH = (env.PATH ?? '').split(delimiter).filter((dir) => !fromNpmRun.test(dir)).join(delimiter);
  return { ...env, ...extra };
}

/** Runs `npm ...args` in its own process group, collecting stdout and stderr together. */
function startNpm(args, cwd, env) {
  const child = spawn('npm', args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  const listeners = new Set();
  const collect = (chunk) => {
    output += chunk;
    for (const listener of listeners) listener();
  };
  child.stdout.setEncoding('utf8').on('data', collect);
  child.stderr.setEncoding('utf8').on('data', collect);
  const exited = new Promise((resolveExit) => {
    child.on('error', (error) => resolveExit({ code: null, signal: null, error }));
    child.on('close', (code, signal) => resolveExit({ code, signal }));
  }).finally(() => running.delete(child));
  return {
    child,
    exited,
    output: () => output,
    /** Resolves with the match once the output matches `pattern`; fails when it exits first or time runs out. */
    waitFor(pattern, timeout, what) {
      return new Promise((resolveMatch, reject) => {
        const check = () => {
          const match = pattern.exec(output);
          if (match) done(() => resolveMatch(match));
        };
        const timer = setTimeout(() => done(() => reject(new CheckFailed(`${what}: nothing after ${timeout / 1000} s`, output))), timeout);
        const done = (settle) => {
          clearTimeout(timer);
          listeners.delete(check);
          settle();
        };
        listeners.add(check);
        exited.then(({ code, signal, error }) => {
          check();
          const how = error ? error.message : `exit code ${code ?? signal}`;
          done(() => reject(new CheckFailed(`${what}: npm ${args[0]} ended first (${how})`, output)));
        });
        check();
      });
    },
  };
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function withTimeout(promise, timeout, reason, output) {
  let timer;
  const expired = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new CheckFailed(reason, output())), timeout);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

async function fetchChecked(url, expectedType, output) {
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT) });
  } catch (err) {
    throw new CheckFailed(`${url} did not answer (${err.cause?.message ?? err.message})`, output());
  }
  const type = response.headers.get('content-type') ?? '';
  const body = await response.text();
  if (response.status !== 200 || !expectedType.test(type)) {
    throw new CheckFailed(`${url} answered ${response.status} ${type}, not 200 ${expectedType.source}`, output());
  }
  return body;
}

function expectNoStackTrace(output, command) {
  if (STACK_FRAME.test(output)) throw new CheckFailed(`${command} printed a stack trace`, output);
}

function cloneHead(clone) {
  const git = (args) => spawnSync('git', args, { encoding: 'utf8' });
  const version = git(['--version']);
  if (version.error) throw new CheckFailed('git is needed to clone HEAD: install it, e.g. apt-get install -y git');
  const head = git(['-C', ROOT, 'rev-parse', '--short', 'HEAD']);
  if (head.status !== 0) throw new CheckFailed(`${ROOT} is not a git checkout with a commit, and this check clones HEAD`, head.stderr);
  const cloned = git(['clone', '--quiet', '--no-hardlinks', ROOT, clone]);
  if (cloned.status !== 0) throw new CheckFailed('git clone failed', cloned.stderr);
  return head.stdout.trim();
}

/** `npm start` with free ports: it installs, builds, serves both origins, and stops on SIGTERM. */
async function checkStart(clone) {
  const started = Date.now();
  const start = startNpm(['start', '--', '--port', '0', '--demo-port', '0'], clone, freshEnv());
  try {
    await start.waitFor(/Press Ctrl\+C to stop/, START_TIMEOUT, 'npm start did not start serving');
    const output = start.output();
    if (!output.includes(INSTALL_MESSAGE)) throw new CheckFailed(`npm start did not print "${INSTALL_MESSAGE}"`, output);
    if (!existsSync(join(clone, 'cdn', 'auth-widget.js'))) throw new CheckFailed('npm start did not build cdn/auth-widget.js', output);
    const demoUrl = /Demo page:\s+(http:\S+)/.exec(output)?.[1];
    const widgetUrl = /Widget script:\s+(http:\S+)/.exec(output)?.[1];
    if (!demoUrl || !widgetUrl) throw new CheckFailed('npm start did not print the demo page and widget script URLs', output);
    const page = await fetchChecked(demoUrl, /^text\/html/, start.output);
    if (!page.includes(widgetUrl)) throw new CheckFailed(`the demo page does not load ${widgetUrl}`, start.output());
    await fetchChecked(widgetUrl, /javascript/, start.output);

    killGroup(start.child, 'SIGTERM');
    const { code, signal } = await withTimeout(start.exited, STOP_TIMEOUT, `npm start did not exit within ${STOP_TIMEOUT / 1000} s of SIGTERM`, start.output);
    // The whole group gets SIGTERM, as from a process manager; `sh -c` between npm and node dies of
    // it, so npm ends by SIGTERM too. 'close' above means every process holding the output exited.
    if (code !== 0 && code !== 143 && signal !== 'SIGTERM') throw new CheckFailed(`npm start ended with ${code ?? signal} on SIGTERM`, start.output());
    const stillServing = await fetch(demoUrl, { signal: AbortSignal.timeout(FETCH_TIMEOUT) }).then(() => true, () => false);
    if (stillServing) throw new CheckFailed(`${demoUrl} still answers after npm start exited`, start.output());
    expectNoStackTrace(start.output(), 'npm start');
    return seconds(started);
  } finally {
    killGroup(start.child, 'SIGKILL');
  }
}

/** `npm test` with a few stages, on a clone without node_modules again: it installs and passes. */
async function checkTest(clone) {
  rmSync(join(clone, 'node_modules'), { recursive: true, force: true });
  const started = Date.now();
  const test = startNpm(['test'], clone, freshEnv({ AUTH_WIDGET_TEST_STAGES: CLONE_TEST_STAGES }));
  try {
    const { code, signal, error } = await withTimeout(test.exited, TEST_TIMEOUT, `npm test did not finish within ${TEST_TIMEOUT / MINUTE} minutes`, test.output);
    const output = test.output();
    if (error || code !== 0) throw new CheckFailed(`npm test (${CLONE_TEST_STAGES}) failed (${error?.message ?? `exit code ${code ?? signal}`})`, output);
    if (!output.includes(INSTALL_MESSAGE)) throw new CheckFailed(`npm test did not print "${INSTALL_MESSAGE}"`, output);
    if (!/^tests: \d+ passed, \d+ failed$/.test(output.trim().split('\n').at(-1))) throw new CheckFailed('npm test did not end with its "tests:" line', output);
    expectNoStackTrace(output, 'npm test');
    return seconds(started);
  } finally {
    killGroup(test.child, 'SIGKILL');
  }
}

function tail(output) {
  return output.trimEnd().split('\n').slice(-TAIL_LINES).join('\n');
}

async function main() {
  const npmVersion = runNpm(['--version'], { encoding: 'utf8' });
  if (npmVersion.error || npmVersion.status !== 0) throw new CheckFailed('npm is needed: install it, e.g. apt-get install -y npm');
  const temp = mkdtempSync(join(tmpdir(), 'auth-widget-fresh-clone-'));
  const cleanUp = () => {
    for (const child of running) killGroup(child, 'SIGKILL');
    rmSync(temp, { recursive: true, force: true });
  };
  // Ctrl+C reaches this process but not the npm runs, which have process groups of their own.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      cleanUp();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
  const started = Date.now();
  try {
    const clone = join(temp, 'auth-widget');
    const head = cloneHead(clone);
    say(`cloned HEAD (${head}) into ${clone}`);
    const startTime = await checkStart(clone);
    say(`npm start installed the dependencies, built cdn/, served the demo page and the widget script, and stopped on SIGTERM (${startTime})`);
    const testTime = await checkTest(clone);
    say(`npm test (${CLONE_TEST_STAGES}) installed the dependencies again and passed (${testTime})`);
    say(`ok (${seconds(started)})`);
  } finally {
    cleanUp();
  }
}

try {
  await main();
} catch (err) {
  const output = err instanceof CheckFailed ? err.output : err?.stack ?? '';
  console.error(`fresh clone: FAILED: ${err?.message ?? err}`);
  if (output.trim()) console.error(`--- the last ${TAIL_LINES} lines of its output:\n${tail(output)}`);
  process.exit(1);
}
