// Every code sample of the docs site (docs/**/*.md, less node_modules, VitePress's folder and the
// generated reference) is compiled or run here, so the docs cannot rot:
//   ts, tsx   type-checked in one program against src/ as the package ships it (typeCheckSamples.ts)
//   js, html  page scripts: parsed and type-checked against the CDN's global `AuthWidget`,
//             which must have every function they call; <auth-*> tags and attributes must exist
//   css       every ::part() name is one the widget renders, every --aw-* variable one its theme sets;
//             the theming page's tables list exactly those
//   sh        npm scripts and command-line flags must exist; curl calls run against an in-process emulator
//   json      parsed; a project file, fault or snapshot goes through the emulator's own validation
//   tree      every file a folder listing names exists
//   csp       every policy is one test/e2e/csp.spec.ts signs in under
// React samples compile against `react` mapped to preact/compat, as tsconfig.json compiles src/react:
// real React types exist only after test/package/pack.mjs has installed them, and a unit test must
// not depend on that stage. What they check is our API (component props, hooks' results); the
// package stage type-checks the same components against React 18's and 19's own types.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../emulator/app';
import { createFakeClock } from '../../emulator/store/clock';
import { parseFault } from '../../emulator/dev/faults';
import { defineProject } from '../../emulator/project/project';
import { parseSnapshot } from '../../emulator/store/snapshotCheck';
import { createTheme } from '../../src/ui/theme';
import { docsSamples, htmlParts, type Sample } from './extractSamples';
import { curlRequest, declaredOptions, flagNames, shellCommands } from './shellSamples';
import { cdnGlobalNames, typeCheckSamples, type SampleFile } from './typeCheckSamples';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DOCS = join(ROOT, 'docs');
const samples = docsSamples(DOCS);
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const packageJson = JSON.parse(read('package.json')) as { name: string; scripts: Record<string, string>; bin?: Record<string, string>; devDependencies: Record<string, string> };

/**
 * Samples no test can check, by the id their marker names (`<!-- sample: unchecked <id> -->`),
 * and why. Keep it short: each entry is a sample that can rot.
 */
const UNCHECKED: Record<string, string> = {
  'github-actions': 'a GitHub Actions workflow (docs/guide/testing.md): GitHub runs it, not this suite; the commands in it are the ones the sh samples check',
  'official-sdk-endpoints':
    "the provider's SDK's endpoints option, which its type declarations leave out; test/e2e/officialSdk.ts passes exactly these options in every official-SDK test",
  'snapshot-shape':
    'the outline of an --export file with "…" for the parts left out, to show its shape; the full format is checked by the emulator snapshot tests, and the sample below it is a real snapshot that is checked',
};

const isShell = (sample: Sample) => ['sh', 'bash', 'shell'].includes(sample.lang);
/** A host's server code (docs/guide/verify-sessions.md): checked for Node, apart from the widget's samples. */
const isServer = (sample: Sample) => sample.marker === 'server';
const unchecked = (sample: Sample) => sample.marker?.startsWith('unchecked ');
const ofLang = (...langs: string[]) => samples.filter((sample) => langs.includes(sample.lang) && !unchecked(sample));

describe('the docs samples', () => {
  it('are found, each in a language this test checks or marked with a reason', () => {
    expect(samples.length).toBeGreaterThan(20);
    const known = ['ts', 'tsx', 'js', 'html', 'css', 'sh', 'bash', 'shell', 'json'];
    const unknown = samples.filter((sample) => !unchecked(sample) && !known.includes(sample.lang) && sample.marker !== 'tree' && sample.marker !== 'csp-policy');
    expect(unknown.map((sample) => `${sample.where} (${sample.lang || 'no language'})`)).toEqual([]);
    const markedIds = samples.filter(unchecked).map((sample) => sample.marker!.slice('unchecked '.length));
    expect(markedIds.filter((id) => !(id in UNCHECKED))).toEqual([]);
    expect(Object.keys(UNCHECKED).filter((id) => !markedIds.includes(id))).toEqual([]);
  });

  it('type-check: TypeScript against the package, page scripts against window.AuthWidget (one program)', () => {
    const files: SampleFile[] = [
      ...ofLang('ts', 'tsx').filter((sample) => !isServer(sample)).map((sample) => ({ where: sample.where, kind: sample.lang as 'ts' | 'tsx', code: sample.code })),
      ...ofLang('js').map((sample) => ({ where: sample.where, kind: 'page' as const, code: sample.code })),
      ...ofLang('html').flatMap((sample) => htmlParts(sample.code).scripts.map((code) => ({ where: sample.where, kind: 'page' as const, code }))),
    ];
    // Controls, so a check that passes everything fails here: each must be refused.
    const controls: SampleFile[] = [
      { where: 'control: a product typo', kind: 'ts', code: "import { mountLogin } from 'auth-widget';\nmountLogin({ elementSelector: '#a', publicToken: 't', config: { products: ['emailMagicLink'] } });" },
      { where: 'control: a CDN function that does not exist', kind: 'page', code: "AuthWidget.mountLogn({ elementSelector: '#a', publicToken: 't' });" },
      { where: 'control: a React prop that does not exist', kind: 'tsx', code: "import { Login } from 'auth-widget/react';\nexport const a = <Login publicToken=\"t\" elementSelector=\"#a\" />;" },
      { where: 'control: a page script that does not parse', kind: 'page', code: 'AuthWidget.mountLogin({ ' },
    ];
    const problems = typeCheckSamples(ROOT, [...files, ...controls]);
    for (const control of controls) expect(problems.some((problem) => problem.startsWith(control.where)), control.where).toBe(true);
    expect(problems.filter((problem) => !problem.startsWith('control: '))).toEqual([]);
    expect(files.length).toBeGreaterThan(8);
  });

  it('server: a host\'s server code type-checks for Node against the installed backend SDK and jose', () => {
    const files: SampleFile[] = ofLang('ts').filter(isServer).map((sample) => ({ where: sample.where, kind: 'ts', code: sample.code }));
    const controls: SampleFile[] = [
      { where: 'control: a backend SDK method that does not exist', kind: 'ts', code: "import { Client } from 'stytch';\nvoid new Client({ project_id: 'p', secret: 's' }).sessions.authenticateJWT({ session_jwt: 'x' });" },
      { where: 'control: a jose option of the wrong type', kind: 'ts', code: "import { jwtVerify } from 'jose';\nvoid jwtVerify('x', new Uint8Array(), { audience: 42 });" },
    ];
    const problems = typeCheckSamples(ROOT, [...files, ...controls], 'server');
    for (const control of controls) expect(problems.some((problem) => problem.startsWith(control.where)), control.where).toBe(true);
    expect(problems.filter((problem) => !problem.startsWith('control: '))).toEqual([]);
    expect(files.length).toBeGreaterThanOrEqual(4);
  });

  it('html: page scripts call only functions window.AuthWidget has; <auth-*> tags and attributes exist', () => {
    const cdn = cdnGlobalNames(ROOT);
    expect(cdn).toEqual(expect.arrayContaining(['mountLogin', 'mountResetPassword', 'mountPasskeyRegistration', 'mountIdentityProvider', 'client']));
    const elementSource = read('src/elements/defineElements.ts');
    const tags = [...elementSource.matchAll(/'(auth-[a-z-]+)': AuthWidgetElement/g)].map((match) => match[1]!);
    expect(tags).toHaveLength(4);
    const attributes = ['public-token', 'api-base-url', 'locale', 'nonce', 'id', 'class', 'style', 'hidden'];
    const problems: string[] = [];
    for (const sample of [...ofLang('html'), ...ofLang('js')]) {
      const { scripts, tags: used, attributes: given } = sample.lang === 'html' ? htmlParts(sample.code) : { scripts: [sample.code], tags: [], attributes: new Map() };
      for (const script of scripts) {
        for (const [, name] of script.matchAll(/\bAuthWidget\.(\w+)/g)) if (!cdn.includes(name!)) problems.push(`${sample.where}: AuthWidget.${name} does not exist`);
      }
      for (const tag of used.filter((name) => name.startsWith('auth-'))) {
        if (!tags.includes(tag)) problems.push(`${sample.where}: <${tag}> is not one of ${tags.join(', ')}`);
        for (const attribute of given.get(tag) ?? []) if (!attributes.includes(attribute)) problems.push(`${sample.where}: <${tag} ${attribute}> is not an attribute it reads`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('css: every ::part() name is rendered by the widget, every --aw-* variable set by its theme', () => {
    const parts = renderedParts();
    const variables = Object.keys(createTheme(undefined).variables);
    const problems: string[] = [];
    for (const sample of ofLang('css', 'html')) {
      for (const [, names] of sample.code.matchAll(/::part\(([^)]*)\)/g)) {
        for (const name of names!.trim().split(/\s+/)) if (!parts.has(name)) problems.push(`${sample.where}: ::part(${name}) is not rendered`);
      }
      for (const [name] of sample.code.matchAll(/--aw-[\w-]+/g)) if (!variables.includes(name)) problems.push(`${sample.where}: ${name} is not a theme variable`);
    }
    expect(problems).toEqual([]);
    expect(parts.has('container') && parts.has('button-primary')).toBe(true);
  });

  it('theming page: its tables list exactly the theme variables and the part names the widget has', () => {
    const page = readFileSync(join(DOCS, 'guide', 'theming.md'), 'utf8');
    const section = (heading: string) => page.slice(page.indexOf(`## ${heading}`)).split(/\n## /)[0]!;
    const firstCells = (text: string) => text.split('\n').filter((line) => line.startsWith('| `')).flatMap((line) => [...line.split('|')[1]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!));
    expect(firstCells(section('CSS variables')).sort()).toEqual(Object.keys(createTheme(undefined).variables).sort());
    expect(firstCells(section('Part names')).sort()).toEqual([...renderedParts()].sort());
  });

  it('sh: npm scripts and flags exist, and curl calls succeed against an in-process emulator', async () => {
    const flagsOf: Record<string, string[]> = {
      start: declaredOptions(read('scripts/start.mjs')),
      emulator: declaredOptions(read('emulator/main.ts')),
      docs: declaredOptions(read('scripts/docs.mjs')),
    };
    expect(flagsOf.emulator).toEqual(expect.arrayContaining(['port', 'data', 'import', 'export', 'project']));
    const problems: string[] = [];
    let curls = 0;
    for (const sample of samples.filter((sample) => isShell(sample) && !unchecked(sample))) {
      const emulator = createEmulator({ clock: createFakeClock(), onUnexpectedError: (err) => problems.push(`${sample.where}: ${String(err)}`) });
      for (const words of shellCommands(sample.code)) {
        const line = `${sample.where}: ${words.join(' ')}`;
        const [command, sub, name] = words;
        const afterDashes = words.slice(words.indexOf('--') + 1);
        if (command === 'npm' && (sub === 'start' || sub === 'test')) {
          if (!packageJson.scripts[sub]) problems.push(`${line}: no ${sub} script`);
          if (sub === 'start' && words.includes('--')) for (const flag of flagNames(afterDashes)) if (!flagsOf.start!.includes(flag)) problems.push(`${line}: npm start has no --${flag}`);
        } else if (command === 'npm' && sub === 'run') {
          if (!name || !packageJson.scripts[name]) problems.push(`${line}: package.json has no script ${name}`);
          else if (words.includes('--')) {
            const known = name.startsWith('docs') ? flagsOf.docs! : [];
            for (const flag of flagNames(afterDashes)) if (!known.includes(flag)) problems.push(`${line}: npm run ${name} has no --${flag}`);
          }
        } else if (command === 'npm' && (sub === 'install' || sub === 'i')) {
          // The package by name, or the tarball `npm pack` makes of it.
          const tarball = new RegExp(`^(\\./)?${packageJson.name}-\\d+\\.\\d+\\.\\d+\\.tgz$`);
          if (name !== packageJson.name && !tarball.test(name ?? '')) problems.push(`${line}: installs ${name}, not this package`);
        } else if (command === 'npm' && sub === 'pack') {
          if (words.length > 2) problems.push(`${line}: npm pack takes no arguments here`);
        } else if (command === 'npx' && Object.keys(packageJson.bin ?? {}).includes(sub ?? '')) {
          for (const flag of flagNames(words.slice(2))) if (!flagsOf.emulator!.includes(flag)) problems.push(`${line}: ${sub} has no --${flag}`);
        } else if (command === 'npx' && sub === 'playwright') {
          if (!packageJson.devDependencies['@playwright/test']) problems.push(`${line}: Playwright is not a dev dependency here`);
        } else if (command === 'node' && sub === '--import' && name === 'tsx') {
          if (words[3] !== 'emulator/main.ts') problems.push(`${line}: runs ${words[3]}, not the emulator`);
          for (const flag of flagNames(words.slice(4))) if (!flagsOf.emulator!.includes(flag)) problems.push(`${line}: the emulator has no --${flag}`);
        } else if (command === 'curl') {
          curls++;
          const response = await emulator.handle(curlRequest(words));
          if (!response.ok) problems.push(`${line}: answered ${response.status} ${await response.text()}`);
        } else {
          problems.push(`${line}: a command this test cannot check; check it here or mark the sample`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(curls).toBeGreaterThan(3);
  });

  it('emulator page: its tables list exactly the command-line flags and the dev routes the emulator has', () => {
    const page = readFileSync(join(DOCS, 'guide', 'emulator.md'), 'utf8');
    const rows = page.split('\n').filter((line) => line.startsWith('| `'));
    const flags = rows.flatMap((line) => [...line.split('|')[1]!.matchAll(/`--([\w-]+)/g)].map((match) => match[1]!));
    expect(flags.sort()).toEqual(declaredOptions(read('emulator/main.ts')).sort());
    const documented = new Set(rows.flatMap((line) => [...line.split('|')[1]!.matchAll(/(\/__emulator\/[\w/:]+)/g)].map((match) => match[1]!)));
    const served = new Set([
      ...[...read('emulator/dev/devRoutes.ts').matchAll(/path: '(\/__emulator\/[^']+)'/g)].map((match) => match[1]!),
      ...[...read('emulator/dev/devSessions.ts').matchAll(/raw\('\w+', '(\/__emulator\/[^']+)'/g)].map((match) => match[1]!),
    ]);
    expect([...documented].sort()).toEqual([...served].sort());
  });

  it('json: parses; project files, faults and snapshots pass the emulator’s own checks', () => {
    const problems: string[] = [];
    for (const sample of ofLang('json')) {
      try {
        const value: unknown = JSON.parse(sample.code);
        if (sample.marker === 'project') defineProject(value as Parameters<typeof defineProject>[0], sample.where);
        else if (sample.marker === 'fault') parseFault(value);
        else if (sample.marker === 'snapshot') parseSnapshot(sample.code, sample.where);
        else if (sample.marker !== undefined) problems.push(`${sample.where}: unknown marker ${sample.marker}`);
      } catch (err) {
        problems.push(`${sample.where}: ${(err as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('csp-policy: every policy the docs recommend is one the end-to-end suite signs in under', () => {
    const tested = [...read('test/e2e/csp.spec.ts').matchAll(/^\s*(?:'[^']*'|"[^"]*"|[\w]+): "([^"]+)",$/gm)].map((match) => match[1]!);
    expect(tested.length).toBeGreaterThanOrEqual(3);
    const policies = samples.filter((sample) => sample.marker === 'csp-policy');
    expect(policies.length).toBeGreaterThan(0);
    expect(policies.filter((sample) => !tested.includes(sample.code.trim())).map((sample) => sample.where)).toEqual([]);
  });

  it('tree: every file a folder listing names exists', () => {
    const trees = samples.filter((sample) => sample.marker === 'tree');
    expect(trees.length).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const sample of trees) {
      const [folder, ...entries] = sample.code.split('\n');
      for (const entry of entries) {
        // `name.ts   what it is`, or `A.tsx, B.tsx   what they are`: names come before two spaces.
        for (const name of entry.trim().split(/\s{2,}/)[0]!.split(/,\s*/).filter(Boolean)) {
          if (!existsSync(join(ROOT, folder!.trim(), name))) missing.push(`${sample.where}: ${folder!.trim()}${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

/**
 * The `part` names the widget's elements carry: the static ones in src, and the variants of the
 * two that are templates. A new template part fails here until it is listed.
 */
function renderedParts(): Set<string> {
  const TEMPLATE_PARTS: Record<string, string[]> = {
    'button button-${variant}': ['button', 'button-primary', 'button-secondary', 'button-link'],
    'icon-button icon-${icon}': ['icon-button', 'icon-edit', 'icon-delete'],
    'banner banner-${tone}': ['banner', 'banner-error', 'banner-info'],
  };
  const parts = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.tsx')) {
        const source = readFileSync(path, 'utf8');
        for (const [, names] of source.matchAll(/\bpart="([^"]+)"/g)) for (const name of names!.split(/\s+/)) parts.add(name);
        for (const [, template] of source.matchAll(/\bpart=\{`([^`]+)`\}/g)) {
          const expanded = TEMPLATE_PARTS[template!];
          if (!expanded) throw new Error(`${path}: part={\`${template}\`} is a template part the docs test does not know; list its names in TEMPLATE_PARTS`);
          for (const name of expanded) parts.add(name);
        }
      }
    }
  };
  walk(join(ROOT, 'src'));
  return parts;
}
