import { execFileSync } from 'node:child_process';

/**
 * The text of a PDF as Debian's pdftotext (poppler-utils) reads it, layout kept: what a reader's
 * viewer would show, so a test checks the document and not our own idea of it.
 */
export function pdfText(pdf: Buffer | Uint8Array): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}
