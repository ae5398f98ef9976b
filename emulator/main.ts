// The emulator's command line: `node --import tsx emulator/main.ts [--port 9099] [--host 127.0.0.1]
// [--project file.json] [--cdn dir] [--data dir] [--import file] [--export file]`, and the npm
// package's `auth-widget-emulator` (this file compiled to dist/emulator/main.js by
// scripts/buildEmulator.mjs). Loopback only unless told otherwise, loudly (docs/spec/security.md E1).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkExportPath, DATA_FILE_NAME, exportSnapshot, SnapshotError } from './store/persistence';
import { ProjectConfigError } from './project/project';
import { describeEmulatorServer, nonLoopbackWarning, startEmulatorServer } from './server';

/**
 * The folder holding package.json: the repository (emulator/main.ts) or the installed package
 * (dist/emulator/main.js), whose cdn/ is the default --cdn either way.
 */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

const HELP = `Usage: auth-widget-emulator [options]
       (in this repository: node --import tsx emulator/main.ts [options])

Runs the local identity provider emulator.

Options:
  --port <n>          Port to listen on (default 9099; 0 picks a free one)
  --host <address>    Interface to bind (default 127.0.0.1). Anything but loopback exposes
                      the emulator, its test hooks and its outbox to your network.
  --project <file>    Project config JSON, merged over the built-in "Demo" project
  --cdn <dir>         Folder served under /cdn/ (default: the package's own cdn/)
  --data <dir>        Keep users, sessions, the outbox and the project config in
                      <dir>/emulator-data.json across restarts; each change is on disk
                      before it is answered (default: in memory only)
  --import <file>     Start from a snapshot (as --export writes it); with --data, only
                      into an empty folder
  --export <file>     Write a snapshot of the state to <file> on exit (Ctrl+C, SIGTERM);
                      GET /__emulator/export answers the same at any time
  --help              Show this help
`;

function fail(message: string): never {
  process.stderr.write(`emulator: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string', default: '9099' },
        host: { type: 'string', default: '127.0.0.1' },
        project: { type: 'string' },
        cdn: { type: 'string', default: join(packageRoot(), 'cdn') },
        data: { type: 'string' },
        import: { type: 'string' },
        export: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (err) {
    fail(`${(err as Error).message}\n\n${HELP}`);
  }
  if (values.help) {
    process.stdout.write(HELP);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be an integer from 0 to 65535, got "${values.port}"`);
  const host = values.host;
  const warning = nonLoopbackWarning(host);
  if (warning) process.stderr.write(`${warning}\n`);
  const cdnDir = resolve(values.cdn);
  if (!existsSync(cdnDir)) process.stderr.write(`emulator: note: ${cdnDir} does not exist yet (run npm run build); /cdn/ will answer 404\n`);

  const exportFile = values.export;
  let server;
  try {
    if (exportFile !== undefined) checkExportPath(exportFile);
    server = await startEmulatorServer({
      port,
      host,
      cdnDir,
      ...(values.project ? { projectFile: values.project } : {}),
      ...(values.data ? { dataDir: values.data } : {}),
      ...(values.import ? { importFile: values.import } : {}),
    });
  } catch (err) {
    if (err instanceof ProjectConfigError || err instanceof SnapshotError) fail(err.message);
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(`port ${port} is already in use on ${host}; pick another with --port`);
    fail((err as Error).message);
  }
  const dataLine = values.data ? [`  Data:          ${join(resolve(values.data), DATA_FILE_NAME)} (kept across restarts)`] : [];
  process.stdout.write(`${[...describeEmulatorServer(server), ...dataLine].join('\n')}\nPress Ctrl+C to stop.\n`);

  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    if (exportFile !== undefined) {
      try {
        await exportSnapshot(server.emulator, exportFile);
        process.stdout.write(`Exported the state to ${exportFile}\n`);
      } catch (err) {
        process.stderr.write(`emulator: --export ${exportFile}: ${(err as Error).message}\n`);
        process.exitCode = 1;
      }
    }
    server.close().then(
      () => process.exit(),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

await main();
