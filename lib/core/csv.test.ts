import { describe, expect, it } from 'vitest';
import { neutralizeCell, toCsv } from './csv';

describe('CSV writer', () => {
  it.each(['=SUM(A1:A9)', '+1+1', '-2+3', '@cmd', '\t=1', '\r=1'])('neutralises the formula %j', (value) => {
    expect(neutralizeCell(value)).toBe(`'${value}`);
  });

  it('keeps numbers, dates and plain text as they are', () => {
    expect(neutralizeCell(-5)).toBe('-5');
    expect(neutralizeCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(neutralizeCell('Ana')).toBe('Ana');
    expect(neutralizeCell(null)).toBe('');
  });

  it('writes a header and quotes commas and quotes', () => {
    const csv = toCsv(
      [
        { key: 'name', header: 'Name' },
        { key: 'note', header: 'Note' },
      ],
      [{ name: 'Ana, B.', note: '=HYPERLINK("x")' }],
    );
    expect(csv).toBe('Name,Note\r\n"Ana, B.","\'=HYPERLINK(""x"")"\r\n');
  });
});
