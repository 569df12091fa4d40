/** The map for the next engineer (issue 31 item 6): README's Layout and the capability guide match the tree. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const folders = (folder: string) =>
  readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The code block of README's "## Layout" section. */
function readmeLayout(): string {
  const readme = read('README.md');
  const section = readme.slice(readme.indexOf('\n## Layout\n'));
  const block = /```\n([\s\S]*?)\n```/.exec(section);
  if (!block) throw new Error('README.md has no Layout block');
  return block[1]!;
}

/** Folders a checkout or a run makes that are not part of the code (.gitignore). */
const notCode = new Set(['node_modules', 'test-results', 'playwright-report', 'coverage']);

describe("README's Layout", () => {
  const layout = readmeLayout();

  it('describes every top-level folder', () => {
    const missing = folders('.').filter(
      (name) => !name.startsWith('.') && !notCode.has(name) && !layout.includes(`${name}/`),
    );
    expect(missing).toEqual([]);
  });

  it('describes every area of lib/, and names only areas that exist', () => {
    const areas = folders('lib');
    expect(areas.filter((area) => !new RegExp(`\\blib/${area}\\b`).test(layout))).toEqual([]);
    const named = [...layout.matchAll(/\blib\/([a-z0-9-]+)/g)].map((match) => match[1]!);
    expect(named.filter((area) => !areas.includes(area))).toEqual([]);
  });

  it('describes every folder of components/: by its path, or in the list of area folders', () => {
    const areaList = layout.slice(layout.indexOf('components/<area>'), layout.indexOf('messages/<locale>/'));
    const listed = (name: string) =>
      new RegExp(`\\bcomponents/${name}\\b`).test(layout) || new RegExp(`[\\s,]${name}\\b`).test(areaList);
    expect(folders('components').filter((name) => !listed(name))).toEqual([]);
  });

  it('names every folder of app/api/ in the API line', () => {
    const apiLine = layout.slice(layout.indexOf('api/**/route.ts'), layout.indexOf('components/ui'));
    const missing = readdirSync(path.join(root, 'app/api')).filter(
      (name) => !new RegExp(`\\b${name}\\b`).test(apiLine),
    );
    expect(missing).toEqual([]);
  });
});

describe('docs/adding-a-capability.md', () => {
  it('names only paths that exist', () => {
    const guide = read('docs/adding-a-capability.md');
    const paths = [...guide.matchAll(/`((?:app|lib|components|inngest|prisma|test|e2e|docs)\/[^`\s]+)`/g)]
      .map((match) => match[1]!)
      .filter((candidate) => !/[<>*]|NNNN|\.\.\./.test(candidate));
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((candidate) => !existsSync(path.join(root, candidate)))).toEqual([]);
  });
});

describe('docs/decisions/', () => {
  it('every record has a status, a summary at the top and its consequences', () => {
    const records = readdirSync(path.join(root, 'docs/decisions')).filter((name) => name.endsWith('.md'));
    expect(records.length).toBeGreaterThan(100);
    const incomplete = records.filter((name) => {
      const text = read(`docs/decisions/${name}`);
      const top = text.slice(0, text.indexOf('\n## ') === -1 ? undefined : text.indexOf('\n## '));
      return !/^\*\*Status:\*\* /m.test(top) || !/^\*\*Summary\.\*\* /m.test(top) || !/^## Consequences$/m.test(text);
    });
    expect(incomplete).toEqual([]);
  });
});
