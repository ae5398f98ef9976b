// `npm test`: everything, in order — type checking, the layer rules, ESLint, unit and emulator tests, the build, the size
// budget, the npm package (packed, installed offline into a scratch app, type-checked and bundled:
// test/package/pack.mjs), the end-to-end suite in Chromium against the built cdn/, the core journeys in Firefox ESR
// and WebKitGTK (test/engines/run.ts), and last a fresh clone of HEAD
// set up and run with the README's commands alone (scripts/freshClone.mjs). Every stage runs (the
// size and end-to-end stages need the build); the exit code is non-zero when any stage fails, and
// the last line totals the tests.
//
// AUTH_WIDGET_TEST_STAGES=typecheck,build,size runs only the named stages (of: typecheck, layers, lint, unit,
// build, size, package, e2e, engines, fresh-clone); when it is set, fresh-clone runs only if named.
//
// Only built-ins are imported statically: scripts/setup.mjs checks Node and installs the
// dependencies first.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureEngines } from './browsers.mjs';
import { ensureChromium } from './chromium.mjs';
import { ensureSetup, ROOT } from './setup.mjs';

const STAGES = ['typecheck', 'layers', 'lint', 'unit', 'build', 'size', 'package', 'e2e', 'engines', 'fresh-clone'];
const REPORTS = '.cache/test-reports';
const bin = (name) => join('node_modules', '.bin', name);

function fail(message) {
  process.stderr.write(`test: ${message}\n`);
  process.exit(1);
}

/** The stages AUTH_WIDGET_TEST_STAGES names, or all of them when it is unset. */
function selectedStages() {
  const named = process.env.AUTH_WIDGET_TEST_STAGES;
  if (named === undefined || named.trim() === '') return new Set(STAGES);
  const stages = named.split(',').map((stage) => stage.trim()).filter(Boolean);
  const unknown = stages.filter((stage) => !STAGES.includes(stage));
  if (unknown.length) fail(`AUTH_WIDGET_TEST_STAGES names unknown stages (${unknown.join(', ')}); the stages are ${STAGES.join(', ')}`);
  return new Set(stages);
}

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const { status, error } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (error) console.error(`test: could not run ${command}: ${error.message}`);
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

function main() {
  const selected = selectedStages();
  ensureSetup();
  process.chdir(ROOT);
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });

  const results = {};
  if (selected.has('typecheck')) results.typecheck = run('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
  // The layer table and no circles (.dependency-cruiser.cjs), type-only imports included.
  if (selected.has('layers')) results.layers = run('layers', bin('depcruise'), ['--config', '.dependency-cruiser.cjs', '--output-type', 'err', 'src', 'emulator', 'test', 'scripts']);
  // ESLint with typescript-eslint's type-checked rules and react-hooks (eslint.config.mjs): no warnings left.
  if (selected.has('lint')) results.lint = run('lint', bin('eslint'), ['--max-warnings', '0', '.']);
  const vitestReport = join(REPORTS, 'vitest.json');
  if (selected.has('unit')) {
    results.unit = run('unit and emulator tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
  }
  if (selected.has('build')) results.build = run('build', bin('rollup'), ['-c', '--silent']);
  // Without the build stage, size and e2e use whatever cdn/ holds.
  const buildFailed = results.build === false;
  if (selected.has('size')) results.size = !buildFailed && run('size budget', 'npm', ['run', '--silent', 'size']);
  // It packs cdn/ as built above, beside the dist/ it builds.
  if (selected.has('package')) results.package = !buildFailed && run('npm package', process.execPath, ['test/package/pack.mjs']);

  const playwrightReport = join(REPORTS, 'playwright.json');
  if (selected.has('e2e')) {
    if (buildFailed) {
      console.log('\n=== end-to-end: skipped, the build failed');
      results.e2e = false;
    } else {
      const chromium = ensureChromium();
      results.e2e = run('end-to-end (Chromium)', bin('playwright'), ['test', '--reporter=list,json'], {
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      });
    }
  }
  const enginesReport = join(REPORTS, 'engines.json');
  if (selected.has('engines')) {
    if (buildFailed) {
      console.log('\n=== engines: skipped, the build failed');
      results.engines = false;
    } else {
      // Debian's firefox-esr, webkit2gtk-driver and xvfb, installed here as Chromium is above.
      ensureEngines();
      results.engines = run('engines (Firefox, WebKit)', bin('tsx'), ['test/engines/run.ts'], { AUTH_WIDGET_ENGINES_REPORT: enginesReport });
    }
  }
  // Runs only when every stage is wanted, or when named: the clone runs a few named stages, so
  // this never recurses.
  if (selected.has('fresh-clone')) results['fresh-clone'] = run('fresh clone', process.execPath, ['scripts/freshClone.mjs']);

  let passed = 0;
  let failed = 0;
  const vitest = readJson(vitestReport);
  if (results.unit !== undefined && vitest) {
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests;
  }
  const playwright = readJson(playwrightReport);
  if (results.e2e !== undefined && playwright?.stats) {
    passed += playwright.stats.expected + playwright.stats.flaky;
    failed += playwright.stats.unexpected;
  }
  const engines = readJson(enginesReport);
  if (results.engines !== undefined && engines) {
    passed += engines.passed;
    failed += engines.failed;
  }
  // The package check is one test: the tarball installs, type-checks and bundles, or it does not.
  if (results.package !== undefined) {
    if (results.package) passed += 1;
    else failed += 1;
  }
  // The fresh clone is one test: the README's commands work on a fresh machine, or they do not.
  if (results['fresh-clone'] !== undefined) {
    if (results['fresh-clone']) passed += 1;
    else failed += 1;
  }
  const failedStages = Object.entries(results).filter(([, ok]) => !ok).map(([stage]) => stage);
  console.log(`\nstages: ${failedStages.length ? `failed: ${failedStages.join(', ')}` : 'all passed'}`);
  // A failed stage with no failed test (a type error, the size budget) still counts as a failure.
  console.log(`tests: ${passed} passed, ${failed + (failedStages.length && !failed ? 1 : 0)} failed`);
  process.exit(failedStages.length ? 1 : 0);
}

try {
  main();
} catch (err) {
  fail(String(err?.message ?? err).split('\n').map((line) => line.trim()).filter(Boolean).join(' '));
}
