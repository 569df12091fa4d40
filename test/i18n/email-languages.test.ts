import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendStudentMagicLink } from '@/lib/auth/magic-link/send-student-magic-link';
import { magicLinkLifetimeMinutes } from '@/lib/auth/magic-link/magic-link-token';
import { db } from '@/lib/core/db';
import { formatDateTime } from '@/lib/core/format-regional';
import { locales } from '@/lib/core/locale';
import { loadMessages } from '@/lib/i18n/catalogue';
import { createInvoiceDraft } from '@/lib/invoices/create-invoice-draft';
import { exportInsightsCsv } from '@/lib/insights/performance/export-insights-csv';
import { exportInvoicesCsv } from '@/lib/invoices/export-invoices-csv';
import { issueInvoice } from '@/lib/invoices/issue-invoice';
import { sendInvoice } from '@/lib/invoices/send-invoice';
import { sendDueReminders } from '@/lib/notifications/send-due-reminders';
import { transaction } from '@/lib/outbox/transaction';
import { sendPaymentReceipt } from '@/lib/payments/follow-ups/send-payment-receipt';
import { sendWeeklyReports } from '@/lib/settings/weekly-report/send-weekly-reports';
import { studentCsvColumns, studentCsvHeaders } from '@/lib/students/export-students-csv';
import { offerCandidateSelect, sendWaitlistOffer } from '@/lib/waitlist/send-waitlist-offer';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { pdfText } from '@/test/pdf-text';
import { setUpSimulatedSms, textsTo } from '@/test/sms/sms-simulator';

/**
 * Issue 32: e-mails, SMS, the invoice PDF and CSV headers in their reader's language, with dates,
 * times and money in that reader's format (a sample through the real senders; English stays as it
 * was, which the senders' own tests assert).
 */
beforeEach(() => vi.stubEnv('RESEND_API_KEY', '')); // the development outbox, whatever the shell says
const sms = setUpSimulatedSms();

const lastEmailTo = (to: string) =>
  db.emailOutbox.findFirstOrThrow({ where: { to }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });

const nbsp = /[\u00a0\u202f ]/.source;

describe('e-mails in the recipient language (issue 32)', () => {
  it('magic link: a German student gets a German subject and body, <html lang="de">', async () => {
    const teacher = await createTeacher({ name: 'Ana Ruiz' });
    const student = await createStudent({ teacherId: teacher.id, name: 'Jonas', locale: 'de' });
    await sendStudentMagicLink({ teacherId: teacher.id, studentId: student.id });
    const email = await lastEmailTo(student.email);
    expect(email.subject).toBe('Dein Anmeldelink für das Schülerportal von Ana Ruiz');
    expect(email.html).toContain('lang="de"');
    expect(email.html).toContain(
      'Hallo Jonas, mit dem Button unten meldest du dich für deinen Unterricht bei Ana Ruiz an.',
    );
    expect(email.html).toContain(`läuft in ${magicLinkLifetimeMinutes} Minuten ab`);
    expect(email.html).not.toContain('Sign in');
  });

  it('payment receipt: a Spanish student reads Spanish, the amount and the day in the Spanish format and their zone', async () => {
    const teacher = await createTeacher({ name: 'Ana Ruiz', timezone: 'UTC' });
    const student = await createStudent({
      teacherId: teacher.id,
      name: 'Lucía',
      locale: 'es',
      timezone: 'Pacific/Auckland',
    });
    // 11:30 UTC on 30 Nov is already 1 December in Auckland (UTC+13): the student's day, not the teacher's.
    const payment = await db.payment.create({
      data: {
        teacherId: teacher.id,
        studentId: student.id,
        amount: 12_100,
        currency: 'EUR',
        status: 'succeeded',
        paidAt: new Date('2026-11-30T11:30:00Z'),
      },
    });
    expect(await sendPaymentReceipt(payment.id)).toEqual({ sent: true });
    const email = await lastEmailTo(student.email);
    expect(email.subject).toBe('Tu pago a Ana Ruiz');
    expect(email.html).toContain('lang="es"');
    expect(email.html).toContain('Gracias, Lucía');
    expect(email.html).toMatch(new RegExp(`121,00${nbsp}€`));
    expect(email.html).toContain('Clases, pagado a Ana Ruiz el 1 de diciembre de 2026.');
  });

  it('waitlist offer: a German student is told in German', async () => {
    const teacher = await createTeacher({ name: 'Ana Ruiz' });
    const service = await createService({ teacherId: teacher.id, name: 'Klavier' });
    const student = await createStudent({ teacherId: teacher.id, name: 'Jonas', locale: 'de' });
    const entry = await db.waitlistEntry.create({
      data: { teacherId: teacher.id, serviceId: service.id, studentId: student.id },
    });
    await transaction(async (tx) =>
      sendWaitlistOffer(tx, {
        teacherId: teacher.id,
        serviceId: service.id,
        candidate: await tx.waitlistEntry.findUniqueOrThrow({ where: { id: entry.id }, select: offerCandidateSelect }),
        actor: { type: 'system', id: null },
        now: new Date(),
      }),
    );
    const email = await lastEmailTo(student.email);
    expect(email.subject).toBe('Ein Platz in Klavier ist frei geworden');
    expect(email.html).toContain('lang="de"');
    expect(email.html).toContain('Gute Nachrichten, Jonas');
    expect(email.html).toMatch(/Verlasse die Warteliste auf <a [^>]*>deiner Wartelisten-Seite<\/a>, damit/);
  });

  it("weekly report: a German teacher's week, figures and money in German", async () => {
    // Monday 7 Dec 2043, 07:00 UTC: the week reported on is 30 Nov - 6 Dec.
    const monday = new Date('2043-12-07T07:00:00Z');
    const teacher = await createTeacher({
      name: 'Ana Ruiz',
      timezone: 'UTC',
      locale: 'de',
      notificationPreferences: { weeklyReport: true },
    });
    await db.payment.create({
      data: {
        teacherId: teacher.id,
        amount: 12_000,
        currency: 'EUR',
        status: 'succeeded',
        paidAt: new Date('2043-12-02T10:00:00Z'),
      },
    });
    expect(await sendWeeklyReports({ now: monday, teacherIds: [teacher.id] })).toEqual({ sent: 1 });
    const email = await lastEmailTo(teacher.email);
    expect(email.subject).toMatch(/^Deine Woche in Lektio, 30\. Nov\.\s–\s6\. Dez\. 2043$/);
    expect(email.html).toContain('lang="de"');
    expect(email.html).toContain('Deine Woche, Ana Ruiz');
    expect(email.html).toContain('Abgeschlossene Stunden: 0');
    expect(email.html).toMatch(new RegExp(`Umsatz \\(Zahlungen abzüglich Erstattungen\\): 120,00${nbsp}€`));
    // The in-app notice keeps English until the teacher's area is translated.
    const notice = await db.notification.findFirstOrThrow({ where: { teacherId: teacher.id, type: 'weekly_report' } });
    expect(notice.body).toContain('Lessons completed: 0');
  });

  it("invoice: a Spanish student's e-mail and PDF are Spanish, with Spanish money and dates", async () => {
    const teacher = await createTeacher({
      name: 'Ana Ruiz',
      taxRate: 21,
      defaultCurrency: 'EUR',
      timezone: 'Europe/Madrid',
    });
    const student = await createStudent({ teacherId: teacher.id, name: 'Lucía', locale: 'es' });
    const draft = await createInvoiceDraft({
      teacherId: teacher.id,
      input: { studentId: student.id, lines: [{ description: 'Piano lesson', quantity: 2, unitAmount: 6_050 }] },
    });
    const issued = await issueInvoice({
      teacherId: teacher.id,
      invoiceId: draft.id,
      now: new Date('2026-12-01T10:00:00Z'),
    });
    await sendInvoice({ teacherId: teacher.id, invoiceId: draft.id });
    const due = formatDateTime(issued.dueAt!, 'Europe/Madrid', 'date', 'es');
    expect(due).toMatch(/^\d{1,2} dic 2026$/);

    const email = await lastEmailTo(student.email);
    expect(email.subject).toBe(`Factura ${issued.number} de Ana Ruiz`);
    expect(email.html).toContain('lang="es"');
    expect(email.html).toContain('Hola, Lucía');
    expect(email.html).toMatch(
      new RegExp(
        `Ana Ruiz te ha enviado la factura ${issued.number}, por 121${nbsp}€\\. La encontrarás adjunta en PDF; vence el ${due}\\.`,
      ),
    );
    const effect = await db.outboxEffect.findUniqueOrThrow({ where: { id: email.id } });
    const [file] = (effect.payload as { attachments: { contentBase64: string }[] }).attachments;
    const pdf = pdfText(Buffer.from(file!.contentBase64, 'base64'));
    for (const label of [
      `Factura ${issued.number}`,
      'Fecha: 1 dic 2026',
      `Vencimiento: ${due}`,
      'Facturar a',
      'Concepto',
      'Importe',
      'Base imponible',
      'IVA 21%',
    ]) {
      expect(pdf).toContain(label);
    }
    expect(pdf).toMatch(new RegExp(`121${nbsp}€`));
    expect(pdf).not.toMatch(/Bill to|Description|Due:/);
  });
});

describe('SMS and CSV headers in the reader language (issue 32)', () => {
  it('texts a Spanish student the reminder in Spanish, the time on their clock in the Spanish format', async () => {
    const now = new Date('2077-01-15T12:00:00Z'); // a year no other test runs the reminder job in
    const teacher = await createTeacher({ name: 'Elena Márquez' });
    const service = await createService({ teacherId: teacher.id, name: 'Piano' });
    const student = await createStudent({
      teacherId: teacher.id,
      locale: 'es',
      timezone: 'Europe/Madrid',
      phone: '+34600007701',
      phoneVerifiedAt: now,
      reminderChannel: 'sms',
    });
    await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      startUtc: new Date('2077-01-15T14:00:00Z'),
      meetingUrl: null,
    });
    await sendDueReminders({ now });
    const [text] = textsTo(sms.current(), '+34600007701');
    expect(text!.body).toBe(
      'Elena Márquez (Lektio): recordatorio, Piano vie, 15 ene, 15:00. Responde STOP para no recibir más SMS.',
    );
    expect(text!.body.length).toBeLessThanOrEqual(160);
  });

  it("writes the exports' header labels in the teacher's language; English stays the documented columns", async () => {
    expect(studentCsvHeaders()).toEqual(studentCsvColumns.map((column) => column.header));
    expect(studentCsvHeaders('de').slice(0, 4)).toEqual(['ID', 'Name', 'E-Mail', 'Telefon']);
    const teacher = await createTeacher();
    expect((await exportInvoicesCsv({ teacherId: teacher.id, query: {}, locale: 'fr' })).split('\r\n')[0]).toBe(
      'Numéro,Date (UTC),Payeur,HT,Taxe,TTC,Devise,Statut,Moyen',
    );
    expect((await exportInvoicesCsv({ teacherId: teacher.id, query: {} })).split('\r\n')[0]).toBe(
      'Number,Date (UTC),Payer,Net,Tax,Gross,Currency,Status,Method',
    );
    // The insights export's columns are the spec's names in every language; its row labels are translated.
    const insights = (await exportInsightsCsv({ teacherId: teacher.id, days: 30, locale: 'es' })).split('\r\n');
    expect(insights[0]).toBe('metric,current value,previous-period value,change %');
    expect(insights.map((line) => line.split(',')[0])).toEqual(
      expect.arrayContaining(['clases impartidas', 'asistencia %', 'embudo: pruebas solicitadas', 'embudo: retenidos']),
    );
    // Every locale names every column (the catalogue guards check the keys; this, that none is empty).
    for (const locale of locales) {
      const csv = loadMessages(locale).csvExports as unknown as Record<string, Record<string, string>>;
      for (const labels of Object.values(csv)) expect(Object.values(labels).every(Boolean)).toBe(true);
    }
  });
});
