// `npm test`: everything, in order — type checking, unit and emulator tests, the build, the size
// budget, and the end-to-end suite in Chromium against the built cdn/. Every stage runs (the
// end-to-end stage needs the build); the exit code is non-zero when any stage fails, and the last
// line totals the tests.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';

const REPORTS = '.cache/test-reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const bin = (name) => join('node_modules', '.bin', name);

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${title}: ${status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return status === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const results = {};
results.typecheck = run('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
const vitestReport = join(REPORTS, 'vitest.json');
results.unit = run('unit and emulator tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
results.build = run('build', bin('rollup'), ['-c', '--silent']);
results.size = results.build && run('size budget', 'npm', ['run', '--silent', 'size']);

const playwrightReport = join(REPORTS, 'playwright.json');
if (results.build) {
  const chromium = ensureChromium();
  results.e2e = run('end-to-end (Chromium)', bin('playwright'), ['test', '--reporter=list,json'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
} else {
  console.log('\n=== end-to-end: skipped, the build failed');
  results.e2e = false;
}

let passed = 0;
let failed = 0;
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
const playwright = readJson(playwrightReport);
if (playwright?.stats) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
}
const failedStages = Object.entries(results).filter(([, ok]) => !ok).map(([stage]) => stage);
console.log(`\nstages: ${failedStages.length ? `failed: ${failedStages.join(', ')}` : 'all passed'}`);
// A failed stage with no failed test (a type error, the size budget) still counts as a failure.
console.log(`tests: ${passed} passed, ${failed + (failedStages.length && !failed ? 1 : 0)} failed`);
process.exit(failedStages.length ? 1 : 0);
