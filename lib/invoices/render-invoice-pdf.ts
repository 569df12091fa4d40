import 'server-only';
import PDFDocument from 'pdfkit';
import { formatMoney, formatNumber } from '@/lib/core/format-regional';
import { defaultRegionalFormat, type RegionalFormat } from '@/lib/core/locale';
import { usableTimeZone } from '@/lib/core/time';
import { translator } from '@/lib/i18n/translator';
import { getBillingSettings } from './get-billing-settings';
import type { SellerSnapshot } from './freeze-invoice';
import { invoiceFonts } from './invoice-font';
import { invoiceDay } from './invoice-reader';
import type { TInvoice } from './schemas';

type Seller = Omit<SellerSnapshot, 'paymentTermsDays'> & { paymentTermsDays: number };

/**
 * The invoice as a PDF (pdfkit, fonts embedded): seller and payer, number and dates in the teacher's
 * zone, one row per line, tax per rate, totals, what is paid and open, bank details, terms and
 * footer. An issued invoice prints the seller frozen at issue; a draft prints today's details and
 * says DRAFT. Labels, amounts and dates in the reader's language (`regional`: the invoice's student,
 * else the teacher; invoiceRegionalFormat); what the teacher wrote (lines, terms, footer) as written.
 */
export async function renderInvoicePdf(
  invoice: TInvoice & { seller: unknown },
  teacher: { id: string; name: string; email: string; timezone: string },
  regional: RegionalFormat = defaultRegionalFormat,
): Promise<Buffer> {
  const t = translator(regional.locale, 'invoiceDocuments.pdf');
  const seller = (invoice.seller as Seller | null) ?? {
    name: teacher.name,
    email: teacher.email,
    ...(await getBillingSettings({ teacherId: teacher.id })),
  };
  const zone = usableTimeZone(teacher.timezone);
  const day = (iso: string | null) => (iso ? invoiceDay(new Date(iso), zone, regional) : '');
  const money = (amount: number) => formatMoney(amount, invoice.currency, regional);
  // A rate as the reader writes decimals ("7.5" / "7,5"); English exactly as before.
  const rateText = (rate: number) => (regional.locale === 'en' ? String(rate) : formatNumber(rate, regional));
  const fonts = invoiceFonts();

  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: invoice.number ?? t('draftTitle') } });
  doc.registerFont('Body', fonts.regular);
  doc.registerFont('Bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const kind = invoice.kind;
  doc
    .font('Bold')
    .fontSize(20)
    .text(invoice.number ? t('heading', { kind, number: invoice.number }) : t('headingDraft', { kind }));
  doc.moveDown(0.5).font('Body').fontSize(10);
  if (invoice.issuedAt) doc.text(t('date', { date: day(invoice.issuedAt) }));
  if (invoice.dueAt && invoice.kind === 'invoice') doc.text(t('due', { date: day(invoice.dueAt) }));
  doc.moveDown();

  const top = doc.y;
  doc.font('Bold').text(t('from'), 50, top).font('Body');
  doc.text(seller.legalName ?? seller.name);
  for (const line of [seller.address, seller.taxId ? t('taxId', { taxId: seller.taxId }) : null, seller.email]) {
    if (line) doc.text(line);
  }
  const sellerBottom = doc.y;
  doc.font('Bold').text(t('billTo'), 320, top).font('Body').text(invoice.payerName, 320);
  if (invoice.payerEmail) doc.text(invoice.payerEmail, 320);
  doc.x = 50;
  doc.y = Math.max(sellerBottom, doc.y) + 20;

  const columns = [
    { label: t('description'), x: 50, width: 230, align: 'left' as const },
    { label: t('quantity'), x: 280, width: 40, align: 'right' as const },
    { label: t('unitPrice'), x: 320, width: 80, align: 'right' as const },
    { label: t('tax'), x: 400, width: 50, align: 'right' as const },
    { label: t('amount'), x: 450, width: 95, align: 'right' as const },
  ];
  const row = (cells: string[], font: 'Body' | 'Bold') => {
    const y = doc.y;
    doc.font(font);
    const heights = cells.map((cell, index) =>
      doc.heightOfString(cell, { width: columns[index]!.width, align: columns[index]!.align }),
    );
    cells.forEach((cell, index) =>
      doc.text(cell, columns[index]!.x, y, { width: columns[index]!.width, align: columns[index]!.align }),
    );
    doc.x = 50;
    doc.y = y + Math.max(...heights) + 6;
  };
  row(
    columns.map((column) => column.label),
    'Bold',
  );
  for (const line of invoice.lines) {
    row(
      [
        line.description,
        String(line.quantity),
        money(line.unitAmount),
        `${rateText(line.taxRate)}%`,
        money(line.grossAmount),
      ],
      'Body',
    );
  }
  doc.moveDown();

  const total = (label: string, value: string, font: 'Body' | 'Bold' = 'Body') => {
    const y = doc.y;
    doc
      .font(font)
      .text(label, 300, y, { width: 150, align: 'right' })
      .text(value, 450, y, { width: 95, align: 'right' });
    doc.x = 50;
  };
  total(t('net'), money(invoice.netAmount));
  for (const [rate, amount] of taxByRate(invoice)) total(t('taxAt', { rate: rateText(rate) }), money(amount));
  total(t('total'), money(invoice.grossAmount), 'Bold');
  if (invoice.kind === 'invoice' && invoice.paidAmount > 0) {
    total(t('paid'), money(invoice.paidAmount));
    total(t('open'), money(Math.max(0, invoice.grossAmount - invoice.paidAmount)), 'Bold');
  }
  doc.moveDown(2).font('Body').fontSize(9);
  if (invoice.kind === 'invoice' && invoice.status !== 'paid') {
    doc.text(t('terms', { days: seller.paymentTermsDays }), 50);
    if (seller.bankDetails) doc.text(t('bank', { details: seller.bankDetails }), 50);
  }
  if (invoice.status === 'paid') doc.text(t('paidThanks'), 50);
  if (invoice.status === 'void') doc.text(t('void'), 50);
  if (seller.invoiceFooter) doc.moveDown().text(seller.invoiceFooter, 50);
  doc.end();
  return done;
}

/** Tax per rate, as the lines carry it (rates in ascending order). */
function taxByRate(invoice: TInvoice): [number, number][] {
  const sums = new Map<number, number>();
  for (const line of invoice.lines) sums.set(line.taxRate, (sums.get(line.taxRate) ?? 0) + line.taxAmount);
  return [...sums.entries()].filter(([rate]) => rate > 0).sort(([a], [b]) => a - b);
}
