import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney } from '@/lib/core/format-regional';
import type { Locale } from '@/lib/core/locale';
import { notificationText } from './notification-text';

const reader = (locale: Locale) => ({ regional: { locale }, timezone: 'Europe/Berlin' });
const germanDay = (at: string) => formatDateTime(at, 'Europe/Berlin', 'date', 'de');

const session = {
  type: 'new_booking' as const,
  title: 'New booking: Ana Ruiz',
  body: 'Spanish lesson, Tue 2 Dec, 10:00',
  data: {
    href: '/teacher/sessions/s1',
    sessionId: 's1',
    notice: 'booked',
    attendees: ['Ana Ruiz'],
    attendeeCount: 1,
    serviceName: 'Spanish lesson',
    startUtc: '2031-12-02T09:00:00.000Z',
  },
};

describe('notificationText', () => {
  it('English is the stored text, byte for byte; so is a row written before its type kept its values', () => {
    expect(notificationText(session, reader('en'))).toEqual({ title: session.title, body: session.body });
    const old = { ...session, data: { href: '/teacher/sessions/s1', sessionId: 's1' } };
    expect(notificationText(old, reader('de'))).toEqual({ title: session.title, body: session.body });
    expect(notificationText({ ...session, data: null }, reader('de'))).toEqual({
      title: session.title,
      body: session.body,
    });
  });

  it('a session notice in German and Spanish, the start on the reader’s clock; two and many attendees', () => {
    const when = formatDateTime('2031-12-02T09:00:00.000Z', 'Europe/Berlin', 'slotStart', 'de');
    expect(notificationText(session, reader('de'))).toEqual({
      title: 'Neue Buchung: Ana Ruiz',
      body: `Spanish lesson, ${when}`,
    });
    const moved = {
      ...session,
      data: { ...session.data, notice: 'rescheduled', attendees: ['Ana', 'Ben'], attendeeCount: 2 },
    };
    expect(notificationText(moved, reader('es')).title).toBe('Reserva cambiada de hora: Ana y Ben');
    const group = {
      ...session,
      type: 'booking_cancelled' as const,
      data: { ...session.data, notice: 'cancelled', attendeeCount: 5 },
    };
    expect(notificationText(group, reader('de')).title).toBe('Buchung storniert: 5 Schüler');
  });

  it('every other type in German from its data, with plurals; someone’s own words stay as written', () => {
    const de = reader('de');
    expect(
      notificationText(
        {
          type: 'credits_expiring',
          title: 'x',
          body: 'x',
          data: { studentName: 'Ana', serviceName: 'Pack', remaining: 1, validUntil: '2031-03-04T10:00:00.000Z' },
        },
        de,
      ),
    ).toEqual({
      title: 'Guthaben läuft bald ab: Ana',
      body: `1 Einheit übrig für Pack, gültig bis ${germanDay('2031-03-04T10:00:00.000Z')}.`,
    });
    expect(
      notificationText({ type: 'streak_record', title: 'x', body: 'x', data: { streak: 6, previousBest: 5 } }, de),
    ).toEqual({
      title: 'Neuer Rekord: 6 Unterrichtstage in Folge',
      body: 'Du hast an 6 Tagen in Folge unterrichtet – deine bisher beste Serie.',
    });
    expect(
      notificationText(
        { type: 'review_received', title: 'x', body: 'Muy bien', data: { rating: 5, author: 'Ana' } },
        de,
      ),
    ).toEqual({ title: 'Neue 5-Sterne-Bewertung von Ana', body: 'Muy bien' });
    expect(notificationText({ type: 'review_received', title: 'x', body: null, data: { rating: 4 } }, de).title).toBe(
      'Neue 4-Sterne-Bewertung',
    );
    const amount = formatMoney(12100, 'EUR', 'de', { wholeWithDecimals: true });
    expect(
      notificationText(
        { type: 'payment_received', title: 'x', body: 'Ana - Pack', data: { amount: 12100, currency: 'EUR' } },
        de,
      ),
    ).toEqual({ title: `${amount} erhalten`, body: 'Ana - Pack' });
    expect(
      notificationText(
        {
          type: 'dispute_created',
          title: 'x',
          body: null,
          data: { amount: 12100, currency: 'EUR', evidenceDueBy: '2031-01-10T00:00:00.000Z' },
        },
        de,
      ),
    ).toEqual({
      title: `Eine Zahlung über ${amount} wird angefochten`,
      body: `Antworte bei deinem Zahlungsanbieter vor dem ${germanDay('2031-01-10T00:00:00.000Z')}.`,
    });
  });

  it('the three erasure notices by kind, and the weekly report through the report’s own lines', () => {
    const de = reader('de');
    const due = '2031-01-10T12:00:00.000Z';
    expect(notificationText({ type: 'erasure_requested', title: 'x', body: 'x', data: { dueAt: due } }, de)).toEqual({
      title: 'Ein Schüler hat die Löschung seiner Daten beantragt',
      body: `Fällig bis ${germanDay(due)}`,
    });
    expect(
      notificationText(
        { type: 'erasure_requested', title: 'x', body: 'x', data: { kind: 'erasure_overdue', dueAt: due } },
        de,
      ).title,
    ).toBe('Ein Löschantrag ist überfällig');
    expect(
      notificationText(
        {
          type: 'erasure_requested',
          title: 'x',
          body: 'x',
          data: { kind: 'retention_deletion_notice', studentIds: ['a', 'b'], eraseFrom: due },
        },
        de,
      ).title,
    ).toBe('2 inaktive Schüler werden gelöscht');
    const weekly = notificationText(
      {
        type: 'weekly_report',
        title: 'x',
        body: 'x',
        data: {
          firstDay: '2031-03-03',
          lastDay: '2031-03-09',
          figures: { sessionsCompleted: 3, upcomingSessions: 1, revenue: [], newStudents: 0, newReviews: 2 },
        },
      },
      de,
    );
    expect(weekly.title).toMatch(/^Deine Woche, 3\.–9\. März 2031$/);
    expect(weekly.body?.split(' · ')).toHaveLength(5);
  });
});
