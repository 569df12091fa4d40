import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text';

const text = 'Nom;E-mail\r\nZoé Müller;zoe@example.test\r\n';

describe('decodeText', () => {
  it('reads UTF-8 with and without a BOM', () => {
    expect(decodeText(new TextEncoder().encode(text))).toEqual({ text, encoding: 'utf-8' });
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
    expect(decodeText(withBom)).toEqual({ text, encoding: 'utf-8' });
  });

  it('reads UTF-16 little and big endian, with a BOM or without', () => {
    expect(decodeText(iconv.encode(text, 'utf-16le', { addBOM: true }))).toEqual({ text, encoding: 'utf-16le' });
    expect(decodeText(iconv.encode(text, 'utf-16be', { addBOM: true }))).toEqual({ text, encoding: 'utf-16be' });
    expect(decodeText(iconv.encode(text, 'utf-16le'))).toEqual({ text, encoding: 'utf-16le' });
  });

  it('reads what is not UTF-8 as Windows-1252 (accents and the euro sign survive)', () => {
    const western = `${text}Zoë;€ 5\r\n`;
    expect(decodeText(iconv.encode(western, 'windows-1252'))).toEqual({ text: western, encoding: 'windows-1252' });
  });
});
