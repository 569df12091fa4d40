import { existsSync } from 'node:fs';
import { ServiceUnavailableError } from '@/lib/core/errors';

/**
 * The TrueType fonts embedded in invoice PDFs: DejaVu Sans from Debian's fonts-dejavu-core (every
 * accent and currency sign of Europe; decision 0094). `LEKTIO_INVOICE_FONT_DIR` points elsewhere
 * on a machine that keeps them in another folder. The PDF standard fonts are not used: they are not
 * embedded and have no € outside WinAnsi.
 */
export function invoiceFonts(): { regular: string; bold: string } {
  const folder = process.env.LEKTIO_INVOICE_FONT_DIR ?? '/usr/share/fonts/truetype/dejavu';
  const regular = `${folder}/DejaVuSans.ttf`;
  const bold = `${folder}/DejaVuSans-Bold.ttf`;
  if (!existsSync(regular) || !existsSync(bold)) {
    throw new ServiceUnavailableError('Invoice fonts are not installed (apt-get install fonts-dejavu-core)');
  }
  return { regular, bold };
}
