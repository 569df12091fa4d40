import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { defaultLocale, locales } from '@/lib/core/locale';

const root = path.join(process.cwd(), 'messages');

type Flat = Map<string, string>;

function flatten(value: unknown, prefix: string, into: Flat): Flat {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else into.set(prefix, String(value));
  return into;
}

function readLocale(locale: string): Flat {
  const flat: Flat = new Map();
  for (const file of readdirSync(path.join(root, locale)).filter((name) => name.endsWith('.json'))) {
    flatten(JSON.parse(readFileSync(path.join(root, locale, file), 'utf8')), file.slice(0, -5), flat);
  }
  return flat;
}

/** The arguments a message takes, with their kinds: `count:plural`, `name:argument`, `at:date`. */
export function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.literal) {
        found.add(`${element.value}:${TYPE[element.type]}`);
      }
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if ('children' in element) walk(element.children);
    }
  };
  walk(parse(message, { ignoreTag: false }));
  return [...found].sort();
}

const catalogues = Object.fromEntries(locales.map((locale) => [locale, readLocale(locale)]));
const english = catalogues[defaultLocale]!;

describe('message catalogue guards (issue 32)', () => {
  it('reads the arguments of a message, plurals and rich-text tags included', () => {
    expect(placeholders('{count, plural, one {# student} other {# students}} with {teacher}')).toEqual([
      'count:plural',
      'teacher:argument',
    ]);
    expect(placeholders('Read <link>the terms</link> by {date}')).toEqual(['date:argument', 'link:tag']);
    expect(placeholders('Hello')).toEqual([]);
  });

  it('has English messages', () => {
    expect(english.size).toBeGreaterThan(0);
  });

  it.each(locales.filter((locale) => locale !== defaultLocale))(
    '%s has every key English has, and no other',
    (locale) => {
      const other = catalogues[locale]!;
      expect([...english.keys()].filter((key) => !other.has(key))).toEqual([]);
      expect([...other.keys()].filter((key) => !english.has(key))).toEqual([]);
    },
  );

  it.each(locales.filter((locale) => locale !== defaultLocale))(
    '%s messages take the same arguments as English',
    (locale) => {
      const other = catalogues[locale]!;
      const differing = [...english]
        .filter(([key]) => other.has(key))
        .filter(([key, message]) => placeholders(message).join() !== placeholders(other.get(key)!).join())
        .map(([key]) => key);
      expect(differing).toEqual([]);
    },
  );

  it.each(locales)('%s messages are non-empty strings that parse as ICU', (locale) => {
    for (const [key, message] of catalogues[locale]!) {
      expect(typeof message === 'string' && message.trim().length > 0, `${locale}:${key}`).toBe(true);
      expect(() => parse(message), `${locale}:${key}`).not.toThrow();
    }
  });
});
