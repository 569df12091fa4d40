import 'server-only';
import type { NotificationType } from '@/generated/prisma/enums';
import { formatDateRange, formatDateTime, formatMoney } from '@/lib/core/format-regional';
import type { RegionalFormat } from '@/lib/core/locale';
import { translator, type Translate } from '@/lib/i18n/translator';
import { weeklyReportLines } from '../weekly-report-lines';
import { deletionNoticeKind, overdueErasureKind } from './erasure-notice-kinds';

/** Who reads the bell: their language and clock, and the zone their days are on. */
export type NotificationReader = { regional: RegionalFormat; timezone: string };

type StoredNotice = {
  type: NotificationType;
  title: string;
  body: string | null;
  data: Record<string, unknown> | null;
};
type Text = { title: string; body: string | null };

type Values = {
  text: (key: string) => string | undefined;
  count: (key: string) => number | undefined;
  /** A day on the reader's clock (`23 Nov 2026`). */
  day: (key: string) => string | undefined;
  /** A session's start on the reader's clock (`Mon 23 Nov, 09:30`). */
  start: (key: string) => string | undefined;
  money: (amountKey: string, currencyKey: string) => string | undefined;
};

const sessionNotices = new Set(['booked', 'requested', 'confirmed', 'cancelled', 'rescheduled']);

/** "Ana Ruiz", "Ana Ruiz and Ben Cole", "3 students": who a session notice is about. */
function attendees(data: Record<string, unknown>, t: Translate): string | undefined {
  const names = Array.isArray(data.attendees) ? data.attendees.filter((name) => typeof name === 'string') : [];
  const count = typeof data.attendeeCount === 'number' ? data.attendeeCount : names.length;
  if (count === 1 && names[0]) return names[0];
  if (count === 2 && names[0] && names[1]) return t('attendees.two', { first: names[0], second: names[1] });
  return count > 2 ? t('attendees.many', { count }) : undefined;
}

type Words = (data: Record<string, unknown>, t: Translate, values: Values, reader: NotificationReader) => Text | null;

function sessionWords(data: Record<string, unknown>, t: Translate, values: Values): Text | null {
  const notice = values.text('notice');
  const who = attendees(data, t);
  const service = values.text('serviceName');
  const when = values.start('startUtc');
  if (!notice || !sessionNotices.has(notice) || !who || service === undefined || !when) return null;
  return { title: t(`session.${notice}`, { who }), body: t('session.body', { service, when }) };
}

function erasureWords(data: Record<string, unknown>, t: Translate, values: Values): Text | null {
  const kind = values.text('kind');
  if (kind === deletionNoticeKind) {
    const count = Array.isArray(data.studentIds) ? data.studentIds.length : undefined;
    const date = values.day('eraseFrom');
    return count && date ? { title: t('deletion.title', { count }), body: t('deletion.body', { date }) } : null;
  }
  const date = values.day('dueAt');
  if (!date) return null;
  if (kind === overdueErasureKind)
    return { title: t('erasureOverdue.title'), body: t('erasureOverdue.body', { date }) };
  return kind === undefined ? { title: t('erasure.title'), body: t('erasure.body', { date }) } : null;
}

/** Each type's words from its data; null when the row predates them (its stored English is shown). */
const wordsOf: Record<NotificationType, Words> = {
  new_booking: sessionWords,
  trial_requested: sessionWords,
  booking_confirmed: sessionWords,
  booking_cancelled: sessionWords,
  // Not written today (a reminder is an e-mail to the student); a row of it keeps its stored text.
  session_reminder: () => null,
  payment_received: (_data, t, values) => {
    const amount = values.money('amount', 'currency');
    return amount ? { title: t('payment.title', { amount }), body: null } : null;
  },
  credits_expiring: (_data, t, values) => {
    const student = values.text('studentName');
    const service = values.text('serviceName');
    const count = values.count('remaining');
    const date = values.day('validUntil');
    if (student === undefined || service === undefined || count === undefined || !date) return null;
    return {
      title: t('creditsExpiring.title', { student }),
      body: t('creditsExpiring.body', { count, service, date }),
    };
  },
  weekly_report: (data, t, values, reader) => {
    const first = values.text('firstDay');
    const last = values.text('lastDay');
    const figures = data.figures as Parameters<typeof weeklyReportLines>[0] | undefined;
    if (!first || !last || !figures || typeof figures !== 'object' || !Array.isArray(figures.revenue)) return null;
    return {
      title: t('weeklyReport.title', { week: formatDateRange(first, last, reader.regional) }),
      body: weeklyReportLines(figures, reader.regional).join(' · '),
    };
  },
  streak_record: (_data, t, values) => {
    const streak = values.count('streak');
    return streak === undefined ? null : { title: t('streak.title', { streak }), body: t('streak.body', { streak }) };
  },
  review_received: (_data, t, values) => {
    const rating = values.count('rating');
    if (rating === undefined) return null;
    const author = values.text('author');
    return { title: author ? t('review.named', { rating, author }) : t('review.anonymous', { rating }), body: null };
  },
  erasure_requested: erasureWords,
  dispute_created: (_data, t, values) => {
    const amount = values.money('amount', 'currency');
    if (!amount) return null;
    const date = values.day('evidenceDueBy');
    return { title: t('dispute.title', { amount }), body: date ? t('dispute.body', { date }) : null };
  },
};

/**
 * A notice's title and body in the reader's language (issue 32): worded when the bell is read, from
 * its type and the values its `data` kept, with days on the reader's clock and amounts in their
 * format. English is what was stored when it happened, byte for byte; so is a row written before its
 * type kept its values. A body that is someone's own words (a review, a payment's description) stays
 * as stored (decision 0170).
 */
export function notificationText(notice: StoredNotice, reader: NotificationReader): Text {
  const stored = { title: notice.title, body: notice.body };
  if (reader.regional.locale === 'en' || !notice.data) return stored;
  const data = notice.data;
  const t = translator(reader.regional.locale, 'notifications.inApp');
  const instant = (key: string) => {
    const value = data[key];
    return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : undefined;
  };
  const values: Values = {
    text: (key) => (typeof data[key] === 'string' ? (data[key] as string) : undefined),
    count: (key) => (typeof data[key] === 'number' && Number.isFinite(data[key]) ? (data[key] as number) : undefined),
    day: (key) => {
      const at = instant(key);
      return at && formatDateTime(at, reader.timezone, 'date', reader.regional);
    },
    start: (key) => {
      const at = instant(key);
      return at && formatDateTime(at, reader.timezone, 'slotStart', reader.regional);
    },
    money: (amountKey, currencyKey) => {
      const amount = data[amountKey];
      const currency = data[currencyKey];
      return typeof amount === 'number' && typeof currency === 'string'
        ? formatMoney(amount, currency, reader.regional, { wholeWithDecimals: true })
        : undefined;
    },
  };
  const words = wordsOf[notice.type](data, t, values, reader);
  if (!words) return stored;
  // Someone's own words (a review, who paid for what) are not ours to translate.
  return { title: words.title, body: words.body ?? (ownWordsBody.has(notice.type) ? notice.body : null) };
}

const ownWordsBody = new Set<NotificationType>(['review_received', 'payment_received']);
