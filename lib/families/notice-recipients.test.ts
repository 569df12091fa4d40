import { describe, expect, it } from 'vitest';
import { noticeRecipients, textsReachStudent, type NoticeKind, type NoticeStudent } from './notice-recipients';

const family = { payerName: 'Pat Payer', payerEmail: 'pat@example.test', payerLocale: 'de' };
const payer = { email: 'pat@example.test', name: 'Pat Payer', as: 'payer', locale: 'de' };
const kinds: NoticeKind[] = ['booking', 'change', 'reminder', 'receipt', 'review_request', 'contract', 'message'];
const student = (over: Partial<NoticeStudent>): NoticeStudent => ({
  name: 'Ada',
  email: 'ada@example.test',
  isMinor: false,
  family: null,
  ...over,
});

describe('noticeRecipients (issue 34: who hears what)', () => {
  it('sends a student outside any family their own notices', () => {
    for (const kind of kinds) {
      expect(noticeRecipients(student({}), kind)).toEqual([
        { email: 'ada@example.test', name: 'Ada', as: 'student', locale: null },
      ]);
    }
  });

  it("sends every notice about a minor to the payer only, the minor's own address or not", () => {
    for (const kind of kinds) {
      expect(noticeRecipients(student({ isMinor: true, family }), kind)).toEqual([payer]);
      expect(noticeRecipients(student({ isMinor: true, family, email: 'member-1@family.invalid' }), kind)).toEqual([
        payer,
      ]);
    }
  });

  it('sends an adult member their own notices, and the payer the payment notices too', () => {
    const adult = student({ family });
    for (const kind of kinds.filter((kind) => kind !== 'receipt')) {
      expect(noticeRecipients(adult, kind).map((r) => r.email)).toEqual(['ada@example.test']);
    }
    expect(noticeRecipients(adult, 'receipt').map((r) => r.email)).toEqual(['ada@example.test', 'pat@example.test']);
  });

  it('never addresses .invalid: an adult member without an address is heard through the payer', () => {
    const noAddress = student({ family, email: 'member-2@family.invalid' });
    for (const kind of kinds) expect(noticeRecipients(noAddress, kind)).toEqual([payer]);
    expect(noticeRecipients(student({ email: 'x@family.invalid' }), 'booking')).toEqual([]);
    const noPayerAddress = student({ isMinor: true, family: { ...family, payerEmail: 'p@family.invalid' } });
    expect(noticeRecipients(noPayerAddress, 'booking')).toEqual([]);
  });

  it('sends one e-mail when the adult member is the payer', () => {
    const payerMember = student({ email: 'PAT@example.test', family });
    expect(noticeRecipients(payerMember, 'receipt')).toHaveLength(1);
  });

  it('sends no texts for a minor of a family (the reminder e-mails the payer)', () => {
    expect(textsReachStudent({ isMinor: true, family })).toBe(false);
    expect(textsReachStudent({ isMinor: false, family })).toBe(true);
    expect(textsReachStudent({ isMinor: true, family: null })).toBe(true);
  });
});
