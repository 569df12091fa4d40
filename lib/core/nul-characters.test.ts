import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
import { assertNoNulCharacters } from './nul-characters';

const detailsOf = (value: unknown) => {
  try {
    assertNoNulCharacters(value, 'body');
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).details!.map((detail) => detail.path);
  }
};

describe('assertNoNulCharacters', () => {
  it('names every value and key holding a NUL, in document order', () => {
    expect(detailsOf({ a: 'ok', b: ['x', 'y\u0000'], 'k\u0000': { c: 'z\u0000' }, d: 'w\u0000' })).toEqual([
      'body.b.1',
      'body',
      'body.k\u0000.c',
      'body.d',
    ]);
  });

  // A 1 MB body holds arrays nested 500 000 deep: the walk must not overflow the call stack (it did: 500).
  it('walks bodies nested far deeper than the call stack', () => {
    const deep = JSON.parse('['.repeat(200_000) + '"\\u0000"' + ']'.repeat(200_000)) as unknown;
    expect(detailsOf(deep)).toHaveLength(1);
    expect(detailsOf(JSON.parse('{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000)))).toEqual([]);
  });
});
