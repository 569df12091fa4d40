import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * What the browser's islands of an area read from the catalogue, found from the source: the module
 * graph from the area's routes (and the document they render in), the modules that run in the
 * browser (a `'use client'` file and everything it imports), and the literal argument of each
 * `useTranslations('path')` in them. The guard of lib/i18n/client-messages.ts compares it with the
 * paths an audience is given (decision 0174).
 */

const root = process.cwd();
const extensions = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined; // a package: its messages are not ours
  if (existsSync(base) && statSync(base).isFile()) return /\.tsx?$/.test(base) ? base : undefined;
  for (const extension of extensions) if (existsSync(base + extension)) return base + extension;
  return undefined;
}

const sources = new Map<string, { client: boolean; imports: string[]; paths: string[] }>();

function read(file: string) {
  let source = sources.get(file);
  if (!source) {
    const text = readFileSync(file, 'utf8');
    const imports = ts
      .preProcessFile(text, true, true)
      .importedFiles.map((imported) => resolveImport(file, imported.fileName))
      .filter((resolved): resolved is string => Boolean(resolved));
    const paths = [...text.matchAll(/useTranslations\(\s*(['"`])([^'"`]*)\1\s*\)/g)].map((match) => match[2]!);
    // Every call names its path literally (the guard below fails on any other form).
    const calls = text.match(/useTranslations\(/g)?.length ?? 0;
    if (calls !== paths.length) throw new Error(`${path.relative(root, file)}: useTranslations without a literal path`);
    source = { client: /^\s*['"]use client['"]/.test(text), imports, paths };
    sources.set(file, source);
  }
  return source;
}

/** Every `.ts`/`.tsx` file under `folder` (a route folder: its pages, layouts, error and loading files). */
export function filesUnder(folder: string): string[] {
  const absolute = path.join(root, folder);
  return (readdirSync(absolute, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(absolute, file));
}

/**
 * The message paths (`namespace` or `namespace.sub.path`) that the browser-side modules reachable
 * from `entries` (files relative to the project root, or absolute) ask `useTranslations` for, each
 * with one module that asks.
 */
export function clientMessagePaths(entries: string[]): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string, inClient: boolean) => {
    const source = read(file);
    const client = inClient || source.client;
    const key = `${client ? 'c' : 's'}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (client)
      for (const messagePath of source.paths)
        if (!found.has(messagePath)) found.set(messagePath, path.relative(root, file));
    for (const imported of source.imports) visit(imported, client);
  };
  for (const entry of entries) visit(path.isAbsolute(entry) ? entry : path.join(root, entry), false);
  return found;
}
