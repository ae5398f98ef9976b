// pack.mjs's check of the `auth-widget-emulator` bin in the scratch app, where only the tarball is
// installed: it starts in under 2 s on a free port with --data, serves the package's own cdn/,
// keeps a user across a restart (the second start through npx, as the docs say to run it), and
// refuses a bad flag clearly.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const START_BUDGET_MS = 2000;
const DATA_DIR = '.auth-emulator';

/** Starts the bin; resolves once it printed where it listens, with how long that took. */
function startEmulator(app, command, args) {
  const started = performance.now();
  // In a process group of its own: npx runs the bin as its child and does not pass SIGTERM on, so
  // the whole group is signalled (a left-over emulator kept this script's pipes, and it, alive).
  const child = spawn(command, [...args, '--port', '0', '--data', DATA_DIR], { cwd: app, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      process.kill(-child.pid, 'SIGKILL');
      reject(new Error(`the emulator did not start within 20 s:\n${output}`));
    }, 20_000);
    const onData = (chunk) => {
      output += chunk;
      const origin = /API:\s+(http:\/\/localhost:\d+)\/sdk\/v1/.exec(output)?.[1];
      if (origin && output.includes('Press Ctrl+C')) {
        clearTimeout(timer);
        resolvePromise({ child, origin, ms: performance.now() - started });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the emulator exited with ${code} before it listened:\n${output}`));
    });
  });
}

/** Stops the bin and whatever it started (npx's child), and waits until its output is closed. */
function stopEmulator({ child }) {
  return new Promise((done) => {
    child.removeAllListeners('exit');
    child.once('close', done);
    process.kill(-child.pid, 'SIGTERM');
  });
}

async function upsertUser(origin, email) {
  const response = await fetch(`${origin}/__emulator/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  if (!response.ok) throw new Error(`POST /__emulator/users: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()).user;
}

/** Runs the checks; `check(ok, what)` records each. */
export async function checkEmulatorBin(app, check) {
  const bin = join(app, 'node_modules/.bin/auth-widget-emulator');
  const help = spawnSync(bin, ['--help'], { cwd: app, encoding: 'utf8' });
  check(help.status === 0 && help.stdout.includes('Usage: auth-widget-emulator'), 'auth-widget-emulator --help prints its usage');
  const bad = spawnSync(bin, ['--port', 'nine'], { cwd: app, encoding: 'utf8' });
  check(bad.status === 1 && bad.stderr.includes('--port must be an integer'), `a bad flag is refused clearly (${bad.stderr.trim().split('\n')[0]})`);

  const first = await startEmulator(app, bin, []);
  try {
    check(first.ms < START_BUDGET_MS, `auth-widget-emulator starts in under ${START_BUDGET_MS} ms (${first.ms.toFixed(0)} ms)`);
    const script = await fetch(`${first.origin}/cdn/auth-widget.js`);
    check(script.ok && (await script.text()).length > 0, "it serves the package's own cdn/ under /cdn/");
    const created = await upsertUser(first.origin, 'kept@example.com');
    await stopEmulator(first);
    first.child = null;

    const second = await startEmulator(app, 'npx', ['--offline', '--no-install', 'auth-widget-emulator']);
    try {
      const again = await upsertUser(second.origin, 'kept@example.com');
      check(again.user_id === created.user_id, `npx auth-widget-emulator --data ${DATA_DIR} keeps the user across a restart`);
    } finally {
      await stopEmulator(second);
    }
  } finally {
    if (first.child) await stopEmulator(first);
  }
}
