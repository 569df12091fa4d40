import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLiteralStrings } from './find-literal-strings';
import { literalsAllowedEverywhere, notYetTranslated } from './not-yet-translated.mjs';
import { translatedAreas } from './translated-areas';

const root = process.cwd();
const allowed = new Set(literalsAllowedEverywhere);

function componentFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!statSync(full).isDirectory()) return isComponent(entry) ? [entry] : [];
  return readdirSync(full).flatMap((name) => componentFiles(path.posix.join(entry, name)));
}

const isComponent = (file: string) => file.endsWith('.tsx') && !/\.test\.tsx$/.test(file);
const within = (file: string, entry: string) => file === entry || file.startsWith(`${entry}/`);
const literalsOf = (file: string) =>
  findLiteralStrings(file, readFileSync(path.join(root, file), 'utf8'), allowed).map(
    (literal) => `${file}:${literal.line} ${JSON.stringify(literal.text)}`,
  );

describe('literal-string guard (issue 32, decision 0149)', () => {
  it('finds text outside the catalogue in JSX, in JSX children and in read attributes', () => {
    const source = `
      export const A = ({ n }: { n: number }) => (
        <section aria-label="Upcoming sessions" className="p-4 text-sm">
          <h2>Book a trial</h2>
          {'Or sign in'}
          <input placeholder={'Your name'} id="name" />
          <p>{n} · {t('students', { count: n })}</p>
          <span>Lektio</span>
        </section>
      );`;
    expect(findLiteralStrings('a.tsx', source, allowed).map((l) => l.text)).toEqual([
      'Upcoming sessions',
      'Book a trial',
      'Or sign in',
      'Your name',
    ]);
  });

  it('finds none in any component outside the not-yet-translated list', () => {
    const literals = ['app', 'components', 'lib']
      .flatMap(componentFiles)
      .filter((file) => !notYetTranslated.some((entry) => within(file, entry)))
      .flatMap(literalsOf);
    expect(literals, 'take these texts from the message catalogue (docs/i18n.md)').toEqual([]);
  });

  it('lists only what exists and still has literal text: the list only shrinks', () => {
    const done = notYetTranslated.filter(
      (entry) => !existsSync(path.join(root, entry)) || componentFiles(entry).flatMap(literalsOf).length === 0,
    );
    expect(done, 'translated or gone: take these off test/i18n/not-yet-translated.mjs').toEqual([]);
  });

  it('lists no area that is also marked translated', () => {
    const both = notYetTranslated.filter((entry) => translatedAreas.some((area) => within(entry, area)));
    expect(both, 'an area joining translated-areas.ts leaves not-yet-translated.mjs').toEqual([]);
  });
});
