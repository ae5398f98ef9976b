// The fenced code blocks of the docs site's pages, with where they are and how they are marked.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface Sample {
  /** `guide/emulator.md:42`: the page under docs/ and the fence's line, for failure messages. */
  where: string;
  /** The fence's language, lower-cased; '' when it names none. */
  lang: string;
  code: string;
  /**
   * From an HTML comment on the line before the fence, `<!-- sample: project -->`: what the sample
   * is (a project file, a fault, a file tree) or `unchecked <reason id>`; undefined without one.
   */
  marker: string | undefined;
}

/** docs/ folders that hold no pages of ours: dependencies, VitePress's own, and generated pages. */
const SKIPPED = new Set(['node_modules', '.vitepress', 'reference']);

export function markdownFiles(docs: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name)) walk(join(dir, entry.name));
      } else if (entry.name.endsWith('.md')) {
        found.push(join(dir, entry.name));
      }
    }
  };
  walk(docs);
  return found.sort();
}

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^\s`{]*)/;
const MARKER = /^<!--\s*sample:\s*(.+?)\s*-->$/;

export function extractSamples(markdown: string, page: string): Sample[] {
  const lines = markdown.split('\n');
  const samples: Sample[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const fence = open[1]!;
    let end = i + 1;
    while (end < lines.length && !lines[end]!.trim().startsWith(fence)) end++;
    if (end === lines.length) throw new Error(`${page}:${i + 1}: a fence that never closes`);
    let before = i - 1;
    while (before >= 0 && lines[before]!.trim() === '') before--;
    const marker = before >= 0 ? MARKER.exec(lines[before]!.trim())?.[1] : undefined;
    samples.push({ where: `${page}:${i + 1}`, lang: open[2]!.toLowerCase(), code: lines.slice(i + 1, end).join('\n'), marker });
    i = end;
  }
  return samples;
}

export function docsSamples(docs: string): Sample[] {
  return markdownFiles(docs).flatMap((file) => extractSamples(readFileSync(file, 'utf8'), relative(docs, file).split(sep).join('/')));
}

/** The inline scripts of an HTML sample (those without `src`), and the tags it uses. */
export function htmlParts(html: string): { scripts: string[]; tags: string[]; attributes: Map<string, string[]> } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\bsrc=/.test(m[1]!)).map((m) => m[2]!);
  const attributes = new Map<string, string[]>();
  const tags: string[] = [];
  for (const match of html.matchAll(/<([a-z][\w-]*)([^>]*)>/g)) {
    const tag = match[1]!;
    tags.push(tag);
    const names = [...match[2]!.matchAll(/\s([a-z][\w-]*)(?==|\s|$)/g)].map((m) => m[1]!);
    attributes.set(tag, [...(attributes.get(tag) ?? []), ...names]);
  }
  return { scripts, tags, attributes };
}
