// --data, --import and --export (issue 16). With --data the state (snapshot.ts) lives in
// <dir>/emulator-data.json, rewritten after every request that changed it and before that
// request is answered: a temp file in the same folder, fsynced, renamed over the old one, and the
// folder fsynced, so a crash at any moment leaves the old file or the new one, each whole, and
// never loses an answered change. Writes are serialized; requests that finish while one is under
// way share the next. Without these flags none of this runs (server.ts checks for null once).
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { EmulatorError, errorBody } from '../errors';
import { jsonResponse } from '../http/http';
import { defineProject, loadProjectFile, type ProjectConfig } from '../project/project';
import { restoreSnapshot, snapshotText, type SnapshotState } from './snapshot';
import { parseSnapshot, SnapshotError } from './snapshotCheck';
import { newId } from '../crypto/tokens';

export { SnapshotError } from './snapshotCheck';

export const DATA_FILE_NAME = 'emulator-data.json';
/** Holds the pid of the emulator using the folder. */
export const LOCK_FILE_NAME = 'emulator-data.lock';

export interface SavedStateOptions {
  /** --data: the folder the state is kept in. */
  dataDir?: string;
  /** --import: a snapshot to start from (refused when --data already holds one). */
  importFile?: string;
  /** --project: its fields are merged over the saved project's. */
  projectFile?: string;
}

/** Writes `text` to `path` so that a crash leaves either the old file or the new one, whole. */
export async function writeFileDurably(path: string, text: string): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  // 0600: the file holds password hashes and session tokens.
  const file = await open(temp, 'w', 0o600);
  try {
    await file.writeFile(text);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temp, path);
  const folder = await open(dirname(path), 'r');
  try {
    await folder.sync(); // the rename itself survives a power cut only once the folder is synced
  } finally {
    await folder.close();
  }
}

/** Serializes the writes of one data file; `flush` resolves once every change made before it is on disk. */
export class DataWriter {
  /** The last write, settled either way; the next one starts after it. */
  private tail: Promise<void> = Promise.resolve();
  /** A write scheduled but not yet started, which callers arriving now can share. */
  private pending: Promise<void> | null = null;

  private written: string | null;
  private readonly unlock: () => void;
  private readonly write: (path: string, text: string) => Promise<void>;

  constructor(
    readonly path: string,
    private readonly state: () => SnapshotState,
    options: {
      /** The file's text as last written (or read); an unchanged state is not written again. */
      written?: string | null;
      /** Releases the folder's lock on close. */
      unlock?: () => void;
      write?: (path: string, text: string) => Promise<void>;
    } = {},
  ) {
    this.written = options.written ?? null;
    this.unlock = options.unlock ?? (() => {});
    this.write = options.write ?? writeFileDurably;
  }

  /** Saves what is left and lets another emulator use the folder. */
  async close(): Promise<void> {
    try {
      await this.flush();
    } finally {
      this.unlock();
    }
  }

  flush(): Promise<void> {
    if (this.pending) return this.pending;
    const write = this.tail.then(() => {
      this.pending = null; // from here on, a new change needs the next write
      return this.writeIfChanged();
    });
    this.pending = write;
    this.tail = write.catch(() => {});
    return write;
  }

  private async writeIfChanged(): Promise<void> {
    const text = snapshotText(this.state(), 'compact'); // taken now, so it holds every change made before
    if (text === this.written) return;
    await this.write(this.path, text);
    this.written = text;
  }

  /**
   * `res` once the changes behind it are saved; if they cannot be, a 500 internal_server_error
   * saying so instead (with res's CORS headers, so a page can read it), since the caller must not
   * believe a change is kept that a restart would lose.
   */
  async answerAfterSaving(res: Response): Promise<Response> {
    try {
      await this.flush();
      return res;
    } catch (err) {
      const message = `The change was made but could not be saved to ${this.path} (${(err as Error).message}); it is lost on restart`;
      console.error(`[emulator] ${message}`);
      const error = new EmulatorError(500, 'internal_server_error', message);
      const cors = [...res.headers].filter(([name]) => name.startsWith('access-control-'));
      return jsonResponse(500, errorBody(error, newId('request-id')), Object.fromEntries(cors));
    }
  }
}

/** `emulator` is read at each call: its project may have changed since (POST /__emulator/project). */
function stateOf(emulator: SnapshotState): SnapshotState {
  return { store: emulator.store, outbox: emulator.outbox, clock: emulator.clock, project: emulator.project, signingKeys: emulator.signingKeys };
}

/** The text of `path`, or null when it does not exist; any other failure is a SnapshotError. */
function readIfExists(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new SnapshotError(`${path}: cannot read it (${(err as Error).message})`);
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One emulator per folder, since two would each overwrite the other's changes. A lock left by a
 * process that is gone (a crash, a SIGKILL) is taken over. Returns the release.
 */
function lockDataDir(dir: string): () => void {
  const path = join(dir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
      const release = () => rmSync(path, { force: true });
      process.once('exit', release); // however the process ends, short of a kill
      return () => {
        process.off('exit', release);
        release();
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw new SnapshotError(`--data ${dir}: cannot create ${LOCK_FILE_NAME} (${(err as Error).message})`);
    }
    const pid = Number.parseInt(readIfExists(path) ?? '', 10);
    if (pid > 0 && isRunning(pid)) {
      throw new SnapshotError(`--data ${dir}: in use by another emulator (pid ${pid}); stop it or pick another folder (or delete ${path} if that process is no emulator)`);
    }
    rmSync(path, { force: true });
  }
  throw new SnapshotError(`--data ${dir}: could not take ${LOCK_FILE_NAME}; another emulator keeps starting there`);
}

function prepareDataDir(dir: string): string {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (err) {
    throw new SnapshotError(`--data ${dir}: cannot create the folder (${(err as Error).message})`);
  }
  if (!statSync(dir).isDirectory()) throw new SnapshotError(`--data ${dir}: not a folder`);
  // Temp files of a write a crash cut short: never the data, which is only ever renamed into place.
  for (const name of readdirSync(dir)) if (name.startsWith(`.${DATA_FILE_NAME}.`) && name.endsWith('.tmp')) rmSync(join(dir, name), { force: true });
  return join(dir, DATA_FILE_NAME);
}

export interface SavedState {
  /** The start-up project config: --project's fields merged over the saved one (or the defaults). */
  project: ProjectConfig | undefined;
  /** Restores the saved store into `emulator`; with --data, the writer every answer waits for. */
  attach(emulator: SnapshotState): Promise<DataWriter | null>;
}

/**
 * Reads --data's file (or --import's) before the emulator is made, since the saved project is its
 * start-up config; null with neither flag. Throws SnapshotError or ProjectConfigError, one line each.
 */
export function openSavedState(options: SavedStateOptions): SavedState | null {
  if (options.dataDir === undefined && options.importFile === undefined) return null;
  const dataFile = options.dataDir === undefined ? null : prepareDataDir(resolve(options.dataDir));
  const unlock = dataFile === null ? () => {} : lockDataDir(dirname(dataFile));
  try {
    return readSavedState(options, dataFile, unlock);
  } catch (err) {
    unlock();
    throw err;
  }
}

function readSavedState(options: SavedStateOptions, dataFile: string | null, unlock: () => void): SavedState {
  const dataText = dataFile === null ? null : readIfExists(dataFile);
  if (dataText !== null && options.importFile !== undefined) {
    throw new SnapshotError(`${dataFile}: already holds data, which --import would replace; remove the file or drop --import`);
  }
  const importText = options.importFile === undefined ? null : readIfExists(options.importFile);
  if (options.importFile !== undefined && importText === null) throw new SnapshotError(`${options.importFile}: no such file`);
  const source = (dataText === null ? options.importFile : dataFile) ?? '';
  const text = dataText ?? importText;
  const snapshot = text === null ? null : parseSnapshot(text, source);
  // The saved project, then --project's fields over it: what is named on the command line wins.
  const saved = snapshot?.project ? defineProject(snapshot.project, `${source}: project`) : undefined;
  const project = options.projectFile ? loadProjectFile(options.projectFile, saved) : saved;
  return {
    project,
    async attach(emulator) {
      if (snapshot) restoreSnapshot(snapshot, emulator);
      if (dataFile === null) return null;
      const writer = new DataWriter(dataFile, () => stateOf(emulator), { written: dataText, unlock });
      try {
        await writer.flush(); // a fresh folder or an import is saved at once; this also proves the folder writable
      } catch (err) {
        unlock();
        throw new SnapshotError(`${dataFile}: cannot write it (${(err as Error).message})`);
      }
      return writer;
    },
  };
}

/** --export and its like: the emulator's state, written durably to `path`. */
export async function exportSnapshot(emulator: SnapshotState, path: string): Promise<void> {
  await writeFileDurably(resolve(path), snapshotText(stateOf(emulator)));
}

/** Fails early, before the emulator starts, when --export names a folder that does not exist. */
export function checkExportPath(path: string): void {
  const folder = dirname(resolve(path));
  try {
    closeSync(openSync(folder, 'r'));
  } catch (err) {
    throw new SnapshotError(`--export ${path}: cannot use the folder ${folder} (${(err as Error).message})`);
  }
}
