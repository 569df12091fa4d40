/**
 * A spreadsheet's CSV as text, whatever encoding it was saved in (pure): a byte-order mark decides
 * (UTF-8, UTF-16 LE/BE); without one, a file whose every other byte is zero is UTF-16 without a mark,
 * a file that decodes as strict UTF-8 is UTF-8, and anything else is Windows-1252 (what Excel writes
 * for "CSV" on Western-European Windows). Windows-1252 decodes every byte, so this never fails.
 */
import iconv from 'iconv-lite';

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

function zeroShare(bytes: Uint8Array, parity: 0 | 1): number {
  let zeros = 0;
  let total = 0;
  for (let index = parity; index < Math.min(bytes.length, 4096); index += 2) {
    total += 1;
    if (bytes[index] === 0) zeros += 1;
  }
  return total ? zeros / total : 0;
}

export function detectEncoding(bytes: Uint8Array): { encoding: TextEncodingName; bomLength: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', bomLength: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', bomLength: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', bomLength: 2 };
  // ASCII text in UTF-16 has a zero in every high byte: odd positions for LE, even ones for BE.
  if (bytes.length >= 4 && zeroShare(bytes, 1) > 0.3 && zeroShare(bytes, 0) < 0.05) {
    return { encoding: 'utf-16le', bomLength: 0 };
  }
  if (bytes.length >= 4 && zeroShare(bytes, 0) > 0.3 && zeroShare(bytes, 1) < 0.05) {
    return { encoding: 'utf-16be', bomLength: 0 };
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { encoding: 'utf-8', bomLength: 0 };
  } catch {
    return { encoding: 'windows-1252', bomLength: 0 };
  }
}

export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  const { encoding, bomLength } = detectEncoding(bytes);
  const body = Buffer.from(bytes.buffer, bytes.byteOffset + bomLength, bytes.byteLength - bomLength);
  return { text: iconv.decode(body, encoding).replace(/^\uFEFF/, ''), encoding };
}
