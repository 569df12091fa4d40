import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLiteralStrings } from './find-literal-strings';
import { literalsAllowedEverywhere, translatedAreas } from './translated-areas';

const root = process.cwd();

function componentFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!statSync(full).isDirectory()) return entry.endsWith('.tsx') ? [entry] : [];
  return readdirSync(full).flatMap((name) => componentFiles(path.join(entry, name)));
}

const isComponent = (file: string) => file.endsWith('.tsx') && !/\.test\.tsx$/.test(file);

describe('literal-string guard (issue 32)', () => {
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
    expect(findLiteralStrings('a.tsx', source, literalsAllowedEverywhere).map((l) => l.text)).toEqual([
      'Upcoming sessions',
      'Book a trial',
      'Or sign in',
      'Your name',
    ]);
  });

  it('finds none in the translated areas', () => {
    const literals = translatedAreas
      .filter((area) => existsSync(path.join(root, area)))
      .flatMap(componentFiles)
      .filter(isComponent)
      .flatMap((file) =>
        findLiteralStrings(file, readFileSync(path.join(root, file), 'utf8'), literalsAllowedEverywhere).map(
          (literal) => `${file}:${literal.line} ${JSON.stringify(literal.text)}`,
        ),
      );
    expect(literals).toEqual([]);
  });
});
