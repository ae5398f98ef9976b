// The docs site's config reference (docs/reference/config.md), generated from the option types
// and their doc comments with the TypeScript compiler API, so the page cannot drift from what a
// host's compiler checks. test/docs/configReference.test.ts fails when the file is stale.
//   node scripts/configReference.mjs   rewrites docs/reference/config.md
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { ROOT } from './setup.mjs';

export const REFERENCE_FILE = join(ROOT, 'docs', 'reference', 'config.md');
const OPTIONS_FILE = join(ROOT, 'src', 'options.ts');
const SRC = join(ROOT, 'src') + sep;

/** Where the reference starts: what each mount call and `client()` take. */
const ROOTS = [
  'MountLoginOptions',
  'MountResetPasswordOptions',
  'MountPasskeyRegistrationOptions',
  'MountIdentityProviderOptions',
  'MountBaseOptions',
  'ClientOptions',
];

/** Types shown but not opened: the texts are hundreds of keys, listed by src/i18n/en.ts itself. */
const OPAQUE_FOLDERS = [join(SRC, 'i18n') + sep];
/** Types shown but not opened either: the events' data are the provider's answers (the session, the user), not options. */
const OPAQUE_TYPES = ['WidgetEventMap'];

const oneLine = (text) => text.replace(/\s*\n\s*/g, ' ').trim();
const cell = (text) => oneLine(text).replace(/\|/g, '\\|');
const anchor = (name) => name.toLowerCase();

function docOf(checker, node) {
  const symbol = node.name && checker.getSymbolAtLocation(node.name);
  return symbol ? ts.displayPartsToString(symbol.getDocumentationComment(checker)) : '';
}

/** The declaration a type name refers to, through imports and re-exports. */
function declarationOf(checker, nameNode) {
  let symbol = checker.getSymbolAtLocation(nameNode);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.declarations?.[0];
  if (!declaration || !(ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration))) return undefined;
  return declaration.getSourceFile().fileName.startsWith(SRC.split(sep).join('/')) ? declaration : undefined;
}

/** Every src/ interface or type alias that `node`'s types name, in source order. */
function referencedDeclarations(checker, node) {
  const found = [];
  const visit = (child) => {
    if (ts.isTypeReferenceNode(child)) {
      const declaration = declarationOf(checker, child.typeName);
      if (declaration) found.push(declaration);
    } else if (ts.isExpressionWithTypeArguments(child)) {
      const declaration = declarationOf(checker, child.expression);
      if (declaration) found.push(declaration);
    }
    ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return found;
}

/** Where it is declared, and links to the documented types it names. */
function footer(checker, declaration, documented) {
  const path = relative(ROOT, declaration.getSourceFile().fileName).split(sep).join('/');
  const named = [...new Set(referencedDeclarations(checker, declaration).map((found) => found.name.text))].filter((name) => documented.has(name));
  const links = named.map((name) => `[${name}](#${anchor(name)})`).join(', ');
  return [`Declared in \`${path}\`.${links ? ` Types named here: ${links}.` : ''}`, ''];
}

function renderInterface(checker, declaration, documented) {
  const lines = [`## ${declaration.name.text}`, ''];
  const doc = docOf(checker, declaration);
  if (doc) lines.push(oneLine(doc), '');
  const bases = (declaration.heritageClauses ?? []).flatMap((clause) => clause.types.map((type) => type.getText()));
  if (bases.length) lines.push(`Also takes everything in ${bases.map((base) => (documented.has(base) ? `[${base}](#${anchor(base)})` : `\`${base}\``)).join(', ')}.`, '');
  const members = declaration.members.filter((member) => member.name);
  if (members.length) {
    lines.push('| option | type | required | description |', '|---|---|---|---|');
    for (const member of members) {
      const type = member.type ? member.type.getText() : ts.isMethodSignature(member) ? 'method' : 'unknown';
      const signature = ts.isMethodSignature(member) ? member.getText().replace(/;$/, '') : type;
      lines.push(`| \`${member.name.getText()}\` | \`${cell(signature)}\` | ${member.questionToken ? 'no' : 'yes'} | ${cell(docOf(checker, member))} |`);
    }
    lines.push('');
  }
  lines.push(...footer(checker, declaration, documented));
  return lines;
}

function renderAlias(checker, declaration, documented) {
  const lines = [`## ${declaration.name.text}`, ''];
  const doc = docOf(checker, declaration);
  if (doc) lines.push(oneLine(doc), '');
  lines.push('```ts', declaration.getText().replace(/^export /, ''), '```', '', ...footer(checker, declaration, documented));
  return lines;
}

/** The reference as Markdown: the roots first, then what they name, each once. */
export function renderConfigReference() {
  const program = ts.createProgram([OPTIONS_FILE], { strict: true, noEmit: true, skipLibCheck: true, moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2020 });
  const checker = program.getTypeChecker();
  const options = program.getSourceFile(OPTIONS_FILE);
  const byName = new Map();
  for (const statement of options.statements) {
    if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && ROOTS.includes(statement.name.text)) byName.set(statement.name.text, statement);
  }
  const missing = ROOTS.filter((name) => !byName.has(name));
  if (missing.length) throw new Error(`configReference: src/options.ts no longer declares ${missing.join(', ')}`);

  const ordered = [];
  const seen = new Set();
  const queue = ROOTS.map((name) => byName.get(name));
  while (queue.length) {
    const declaration = queue.shift();
    if (seen.has(declaration)) continue;
    seen.add(declaration);
    ordered.push(declaration);
    const opaque =
      OPAQUE_TYPES.includes(declaration.name.text) ||
      OPAQUE_FOLDERS.some((folder) => declaration.getSourceFile().fileName.startsWith(folder.split(sep).join('/')));
    if (!opaque) queue.push(...referencedDeclarations(checker, declaration));
  }
  const documented = new Set(ordered.map((declaration) => declaration.name.text));

  const lines = [
    '<!-- Generated by scripts/configReference.mjs from src/options.ts and the types it names; do not edit. -->',
    '<!-- npm run docs:reference rewrites it; test/docs/configReference.test.ts fails when it is stale. -->',
    '',
    '# Config reference',
    '',
    'What `mountLogin`, `mountResetPassword`, `mountPasskeyRegistration`, `mountIdentityProvider` and `client()` take,',
    'generated from the TypeScript declarations that the npm package ships. The web components and the React',
    'components take the same options, without `elementSelector`.',
    '',
  ];
  for (const declaration of ordered) {
    lines.push(...(ts.isInterfaceDeclaration(declaration) ? renderInterface(checker, declaration, documented) : renderAlias(checker, declaration, documented)));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

export function isReferenceCurrent() {
  try {
    return readFileSync(REFERENCE_FILE, 'utf8') === renderConfigReference();
  } catch {
    return false;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(REFERENCE_FILE, renderConfigReference());
  process.stdout.write(`configReference: wrote ${relative(ROOT, REFERENCE_FILE)}\n`);
}
