// The layer table of docs/architecture.md as code: `npm test` runs it (the `layers` stage) over
// src/ and emulator/ (and test/ and scripts/, for circles), with type-only imports counted, so a
// circle or an import against the table fails the build. Each rule's comment is the row it enforces.

/** The shared rows of src/, bottom first; each may import only the rows listed for it. */
const SHARED = '^src/(util|contract|loading|i18n|api|session|ui|flows|screens|login)/';
const ROOT = '^src/([^/]+\\.tsx?$|elements/|react/|locales/|testing/)';

const only = (name, from, allowed, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: '^src/', pathNot: allowed },
});

/** A feature folder (`own`, which may capture its name) imports itself and the shared rows only. */
const standsAlone = (name, from, own, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: `^${from}` },
  to: { path: '^src/', pathNot: [`^${own}`, SHARED] },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No module reaches itself through its imports, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'nothing-imports-the-root',
      comment: 'The entries and the composition root (src/*.ts, elements/, react/, locales/, testing/) sit on top: nothing below imports them.',
      severity: 'error',
      from: { path: '^src/', pathNot: ROOT },
      to: { path: ROOT },
    },
    only('testing', '^src/testing/', '^src/(testing|contract)/', "testing/ (auth-widget/testing, run in a host's tests) imports contract/ only: none of the widget reaches a test runner."),
    only('contract-is-a-leaf', '^src/contract/', '^src/contract/', 'contract/ (the wire, shared with the emulator) imports nothing of the app.'),
    only('util-is-a-leaf', '^src/util/', '^src/util/', 'util/ holds small helpers that import nothing of the app.'),
    only('loading', '^src/loading/', '^src/(loading|util)/', 'loading/ (chunks by name, and first-paint scheduling) imports util/ only.'),
    only('i18n', '^src/i18n/', '^src/(i18n|contract|util)/', 'i18n/ (the runtime) imports contract/ and util/.'),
    only('api', '^src/api/', '^src/(api|contract|loading|util)/', 'api/ (the only fetch) imports contract/, loading/ and util/; it maps no error to text.'),
    only('session', '^src/session/', '^src/(session|api|contract|loading|util)/', 'session/ imports api/, contract/, loading/ and util/.'),
    only('ui', '^src/ui/', '^src/(ui|util)/', 'ui/ (presentational primitives) imports util/ only; text arrives as props.'),
    only('flows', '^src/flows/', '^src/(flows|session|api|i18n|contract|loading|util)/', 'flows/ (signal models, no JSX) imports the rows below it but ui/.'),
    only('screens', '^src/screens/', '^src/(screens|flows|ui|session|api|i18n|contract|loading|util)/', 'screens/ (what every screen shares) imports the rows below it.'),
    only('login', '^src/login/', SHARED, 'login/ (the login frame: the product seam, its model and form) imports the rows below it.'),
    standsAlone('products-stand-alone', 'src/products/([^/]+)/', 'src/products/$1/', 'A product imports its own folder and the shared rows, never another product, a widget or headless/.'),
    standsAlone('widgets-stand-alone', 'src/widgets/([^/]+)/', 'src/widgets/$1/', 'A widget imports its own folder and the shared rows, never another widget or a product.'),
    standsAlone('headless-stands-alone', 'src/headless/', 'src/headless/', "headless/ (client()'s provider-named calls) imports the shared rows only."),
    {
      name: 'screens-do-not-load-or-fetch',
      comment: 'A screen (.tsx) renders and calls model actions: it never reaches the network or the chunk loader.',
      severity: 'error',
      from: { path: '^src/(products|widgets|screens|ui)/.+[.]tsx$' },
      to: { path: '^src/(api|loading)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'one-goober-importer',
      comment: 'ui/styled.ts is the only module that imports goober: styles reach shadow roots and nonces through it.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/ui/styled[.]ts$' },
      to: { path: 'node_modules/goober/' },
    },
    {
      name: 'src-without-emulator',
      comment: 'The widget never imports the emulator.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^emulator/' },
    },
    {
      name: 'emulator-reads-only-the-contract',
      comment: 'The emulator imports only src/contract/ of the widget, so the two cannot drift apart without a compile error.',
      severity: 'error',
      from: { path: '^emulator/' },
      to: { path: '^src/', pathNot: '^src/contract/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every relative import resolves.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Type-only imports tie modules together for a reader as much as value imports.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/(?!goober/)' },
    includeOnly: '^(src|emulator|test|scripts)/|node_modules/goober/',
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.d.mts'] },
  },
};
