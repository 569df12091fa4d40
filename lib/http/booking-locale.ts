import { negotiateLocale, type Locale } from '@/lib/core/locale';

/**
 * The language a new student gets from a public booking or enrolment: the `locale` the page sent
 * (its own language), else the request's Accept-Language among the six, else none (the column's
 * default, English). A student who already exists keeps theirs (decision 0082).
 */
export const localeOfBooking = (sent: Locale | undefined, req: Request): Locale | undefined =>
  sent ?? negotiateLocale(req.headers.get('accept-language')) ?? undefined;
