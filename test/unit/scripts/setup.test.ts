// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedAsLocked, isAtLeast, needsInstall, nodeVersionProblem, parseMinimum, parseVersion } from '../../../scripts/setup.mjs';

const root = resolve(__dirname, '../../..');

describe('needsInstall', () => {
  it('installs when node_modules/.package-lock.json is missing', () => {
    expect(needsInstall({ lockMtime: 1000, installedMtime: undefined })).toBe(true);
  });

  it('installs when the install is older than package-lock.json', () => {
    expect(needsInstall({ lockMtime: 1000, installedMtime: 999 })).toBe(true);
  });

  it('does not install when the install is newer or equally new', () => {
    expect(needsInstall({ lockMtime: 1000, installedMtime: 1001 })).toBe(false);
    expect(needsInstall({ lockMtime: 1000, installedMtime: 1000 })).toBe(false);
  });

  it('does not install when the lockfile is newer but locks exactly what is installed (a new git worktree)', () => {
    expect(needsInstall({ lockMtime: 1000, installedMtime: 999, sameAsLocked: () => true })).toBe(false);
    expect(needsInstall({ lockMtime: 1000, installedMtime: 999, sameAsLocked: () => false })).toBe(true);
  });
});

describe('installedAsLocked', () => {
  const lock = {
    packages: {
      '': { name: 'auth-widget' },
      'node_modules/a': { version: '1.0.0', integrity: 'sha512-a' },
      'node_modules/@esbuild/darwin-arm64': { version: '0.1.0', integrity: 'sha512-d', optional: true },
    },
  };
  const installed = { packages: { 'node_modules/a': { version: '1.0.0', integrity: 'sha512-a' } } };

  it('is true for the locked packages, without optional ones for other platforms', () => {
    expect(installedAsLocked(lock, installed)).toBe(true);
  });

  it('is false for another version, another integrity, a missing package or an extra one', () => {
    expect(installedAsLocked(lock, { packages: { 'node_modules/a': { version: '1.0.1', integrity: 'sha512-a' } } })).toBe(false);
    expect(installedAsLocked(lock, { packages: { 'node_modules/a': { version: '1.0.0', integrity: 'sha512-b' } } })).toBe(false);
    expect(installedAsLocked(lock, { packages: {} })).toBe(false);
    expect(installedAsLocked(lock, { packages: { ...installed.packages, 'node_modules/b': { version: '1.0.0' } } })).toBe(false);
  });

  it('is false for an unreadable hidden lockfile, true for this checkout', () => {
    expect(installedAsLocked(lock, undefined)).toBe(false);
    const read = (path: string) => JSON.parse(readFileSync(resolve(root, path), 'utf8')) as unknown;
    expect(installedAsLocked(read('package-lock.json'), read('node_modules/.package-lock.json'))).toBe(true);
  });
});

describe('versions', () => {
  it('parses versions with or without a v and missing parts', () => {
    expect(parseVersion('v20.19.1')).toEqual([20, 19, 1]);
    expect(parseVersion('20.19')).toEqual([20, 19, 0]);
    expect(parseVersion('22')).toEqual([22, 0, 0]);
    expect(parseVersion('next')).toBeUndefined();
  });

  it('parses only the >=X.Y form of an engines range', () => {
    expect(parseMinimum('>=20.19')).toEqual([20, 19, 0]);
    expect(parseMinimum(' >= 20.19.2 ')).toEqual([20, 19, 2]);
    expect(parseMinimum('^20.19 || >=22')).toBeUndefined();
    expect(parseMinimum(undefined)).toBeUndefined();
  });

  it('compares part by part, numerically', () => {
    expect(isAtLeast([20, 19, 0], [20, 19, 0])).toBe(true);
    expect(isAtLeast([20, 20, 2], [20, 19, 0])).toBe(true);
    expect(isAtLeast([22, 0, 0], [20, 19, 0])).toBe(true);
    expect(isAtLeast([20, 9, 0], [20, 19, 0])).toBe(false);
    expect(isAtLeast([18, 20, 4], [20, 19, 0])).toBe(false);
  });

  it('names the needed and the running version in one line', () => {
    expect(nodeVersionProblem('20.19.0', '>=20.19')).toBeNull();
    expect(nodeVersionProblem('v18.2.0', '>=20.19')).toBe(
      'setup: Node 20.19 or newer is needed (this is 18.2.0): install it, e.g. nvm install 20, or from https://nodejs.org/en/download',
    );
    expect(nodeVersionProblem('18.2.0', '^20')).toBeNull();
  });

  it("understands package.json's engines.node, so the check is not silently skipped", () => {
    const { engines } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(parseMinimum(engines.node)).toBeDefined();
  });
});

describe('ensureSetup', () => {
  it('stops an old Node with one line and no stack trace, before running anything', () => {
    const code = "import('./scripts/setup.mjs').then((setup) => setup.ensureSetup({ nodeVersion: '18.2.0' }))";
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^setup: Node 20\.19 or newer is needed \(this is 18\.2\.0\)/)]);
  });
});
