// The emulator as `npm start` runs it, in a child process: for what only a real process shows
// (a restart, a SIGKILL, the exit code and message of a bad start).
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLIC_TOKEN } from './harness';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface EmulatorProcess {
  child: ChildProcess;
  origin: string;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** A JSON request; `session` goes in the Basic credentials' password half. */
  call(method: string, path: string, body?: unknown, session?: string): Promise<{ status: number; json: any }>;
}

export interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

function launch(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/main.ts', '--port', '0', ...args], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (err += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, exited, stdout: () => out, stderr: () => err };
}

/** Runs the emulator until it exits by itself (a bad start); fails if it starts listening instead. */
export async function runToExit(args: string[]): Promise<Exit> {
  const run = launch(args);
  const timer = setTimeout(() => run.child.kill('SIGKILL'), 20_000);
  const code = await run.exited;
  clearTimeout(timer);
  return { code, stdout: run.stdout(), stderr: run.stderr() };
}

export async function startEmulatorProcess(args: string[]): Promise<EmulatorProcess> {
  const run = launch(args);
  const origin = await new Promise<string>((found, failed) => {
    const timer = setTimeout(() => failed(new Error(`the emulator did not start: ${run.stderr()}`)), 20_000);
    run.child.stdout!.on('data', () => {
      const match = /API:\s+(http:\/\/localhost:\d+)\/sdk\/v1/.exec(run.stdout());
      if (match) {
        clearTimeout(timer);
        found(match[1]!);
      }
    });
    void run.exited.then((code) => failed(new Error(`the emulator exited (${code}): ${run.stderr()}`)));
  });
  const call: EmulatorProcess['call'] = async (method, path, body, session = PUBLIC_TOKEN) => {
    const url = path.startsWith('/__emulator') ? `${origin}${path}` : `${origin}/sdk/v1${path}`;
    const res = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${session}`).toString('base64')}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, json: await res.json() };
  };
  return { ...run, origin, call };
}

/** Stops it as Ctrl+C would, and waits for it to exit. */
export async function stopEmulatorProcess(emulator: EmulatorProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (emulator.child.exitCode === null && emulator.child.signalCode === null) emulator.child.kill(signal);
  return emulator.exited;
}
