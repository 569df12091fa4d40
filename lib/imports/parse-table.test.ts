import { describe, expect, it } from 'vitest';
import { parseTable } from './parse-table';

describe('parseTable', () => {
  it('finds the separator, keeps quoted commas and newlines, and numbers records by line', () => {
    const table = parseTable('Name;Notes\r\nAna;"one; two"\r\n\r\nBen;"line\nbreak"\r\nCleo;=1+1\r\n', 10);
    expect(table.delimiter).toBe(';');
    expect(table.header).toEqual(['Name', 'Notes']);
    expect(table.records).toEqual([
      { line: 2, cells: ['Ana', 'one; two'] },
      { line: 5, cells: ['Ben', 'line\nbreak'] },
      { line: 6, cells: ['Cleo', '=1+1'] },
    ]);
    expect(parseTable('a,b\n1,2\n', 10).delimiter).toBe(',');
  });

  it('refuses more rows than the limit, an empty file and an unclosed quote', () => {
    expect(() => parseTable('a\n1\n2\n3\n', 2)).toThrow(/The file is not a valid CSV/);
    expect(() => parseTable('a\n1\n2\n', 2)).not.toThrow();
    expect(() => parseTable('', 2)).toThrow();
    expect(() => parseTable('a,b\n', 2)).toThrow();
    expect(() => parseTable('a,b\n"1,2\n', 2)).toThrow();
  });
});
