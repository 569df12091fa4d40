import { toLocale } from '@/lib/core/locale';
import { translator } from '@/lib/i18n/translator';

/**
 * The first line of a session's event in the teacher's own calendar (Google, CalDAV): "Trial session
 * booked with Lektio", in the teacher's language (issue 32).
 */
export const bookedWithLektio = (session: { isTrialSession: boolean; teacher: { locale: string } }): string =>
  translator(toLocale(session.teacher.locale), 'ics')('event.booked', {
    kind: session.isTrialSession ? 'trial' : 'session',
  });
