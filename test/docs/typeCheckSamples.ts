// Type-checks the docs' code samples in one TypeScript program, against the package's own source:
// `auth-widget`, `auth-widget/elements`, `auth-widget/react` and `auth-widget/testing` map to src/ through `paths`, as
// the package's declarations are generated from the same files. Samples are virtual files under
// .cache/docs-samples/ (never written), so module resolution finds the repository's node_modules.
import { join } from 'node:path';
import ts from 'typescript';

export interface SampleFile {
  /** Where it came from, for the failure message. */
  where: string;
  /**
   * `ts`, `tsx`, or `page` for a page's script, which uses the CDN's global `AuthWidget`. Page
   * scripts are JavaScript; they are checked as TypeScript because JavaScript gets no contextual
   * types in property assignments (`element.config = { products: ['otp'] }` would widen to
   * string[]), and plain JavaScript without annotations is TypeScript too.
   */
  kind: 'ts' | 'tsx' | 'page';
  code: string;
}

/**
 * The CDN script's global: the names src/main.ts exports (less `runtime`, which is for its own
 * chunks), typed as the npm entry types them. A name the CDN has and the package lacks fails here.
 */
const CDN_GLOBAL = `import type * as Package from 'auth-widget';
import type * as CdnEntry from '../../src/main';
type CdnName = Exclude<keyof typeof CdnEntry, 'runtime'>;
type CdnGlobal = Pick<typeof Package, CdnName>;
declare global {
  const AuthWidget: CdnGlobal;
  interface Window { AuthWidget: CdnGlobal }
}
export {};
`;

/**
 * Codes ignored in page scripts only: "possibly null/undefined". A page's script finds the element
 * the HTML right above it declares; a snippet that null-checks every query reads worse and proves
 * nothing. TypeScript samples get no such allowance.
 */
const IGNORED_IN_PAGE_SCRIPTS = new Set([2531, 2532, 18047, 18048]);

/**
 * Express, for the server samples (docs/guide/verify-sessions.md): not a dependency of this
 * repository, so the few members the samples use are declared here with express's own signatures.
 * What the check is for is the rest: the backend SDK's and jose's installed types, and Node's.
 */
const EXPRESS_STUB = `declare module 'express' {
  import type { IncomingHttpHeaders } from 'node:http';
  export interface Request { headers: IncomingHttpHeaders }
  export interface Response {
    locals: Record<string, unknown>;
    status(code: number): this;
    json(body: unknown): this;
    end(): this;
  }
  export type NextFunction = (err?: unknown) => void;
  type Handler = (req: Request, res: Response, next: NextFunction) => unknown;
  export interface Express {
    get(path: string, ...handlers: Handler[]): this;
    post(path: string, ...handlers: Handler[]): this;
    use(...handlers: Handler[]): this;
    listen(port: number, callback?: () => void): unknown;
  }
  export default function express(): Express;
}
`;

/**
 * `browser` (the default): the widget's samples, without Node's globals. `server`: a host's server
 * code (marked `<!-- sample: server -->`), with Node's types and express's stub.
 */
export type SampleEnvironment = 'browser' | 'server';

export function typeCheckSamples(root: string, samples: SampleFile[], environment: SampleEnvironment = 'browser'): string[] {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const options: ts.CompilerOptions = {
    ...parsed.options,
    noEmit: true,
    // Samples show one thing; a name declared for the reader's sake is not an error.
    noUnusedLocals: false,
    noUnusedParameters: false,
    // Browser code: no Node globals; a server sample has them.
    types: environment === 'server' ? ['node'] : [],
    paths: {
      ...parsed.options.paths,
      'auth-widget': ['./src/index.ts'],
      'auth-widget/elements': ['./src/packageElements.ts'],
      'auth-widget/react': ['./src/react/index.ts'],
      'auth-widget/testing': ['./src/testing/index.ts'],
    },
  };
  const dir = join(root, '.cache', 'docs-samples');
  const virtual = new Map<string, string>([[join(dir, 'cdnGlobal.d.ts'), CDN_GLOBAL]]);
  if (environment === 'server') virtual.set(join(dir, 'express.d.ts'), EXPRESS_STUB);
  const whereOf = new Map<string, SampleFile>();
  samples.forEach((sample, index) => {
    const file = join(dir, `sample${index}.${sample.kind === 'tsx' ? 'tsx' : 'ts'}`);
    // A module each, so samples do not share top-level names.
    virtual.set(file, /^\s*(import|export)\s/m.test(sample.code) ? sample.code : `${sample.code}\nexport {};\n`);
    whereOf.set(file, sample);
  });

  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const text = virtual.get(fileName);
    return text === undefined ? getSourceFile(fileName, languageVersion, ...rest) : ts.createSourceFile(fileName, text, languageVersion, true);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => virtual.has(fileName) || fileExists(fileName);
  const readFile = host.readFile.bind(host);
  host.readFile = (fileName) => virtual.get(fileName) ?? readFile(fileName);

  const program = ts.createProgram([...virtual.keys()], options, host);
  const problems: string[] = [];
  const report = (diagnostic: ts.Diagnostic, where: string) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 0;
    problems.push(`${where} (sample line ${line}): TS${diagnostic.code} ${message}`);
  };
  for (const diagnostic of program.getGlobalDiagnostics()) report(diagnostic, 'the program');
  for (const [file, text] of virtual) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`typeCheckSamples: ${file} is not in the program (${text.length} chars)`);
    const sample = whereOf.get(file);
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    for (const diagnostic of diagnostics) {
      if (sample?.kind === 'page' && IGNORED_IN_PAGE_SCRIPTS.has(diagnostic.code)) continue;
      report(diagnostic, sample?.where ?? `the harness's own declarations (${file})`);
    }
  }
  return problems;
}

/** The names src/main.ts exports to `window.AuthWidget`, less the chunks' `runtime`. */
export function cdnGlobalNames(root: string): string[] {
  const file = join(root, 'src', 'main.ts');
  const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      names.push(...statement.exportClause.elements.map((element) => element.name.text));
    }
  }
  return names.filter((name) => name !== 'runtime');
}
