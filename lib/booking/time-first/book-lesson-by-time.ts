import 'server-only';
import type { StudentSession } from '@/lib/auth/read-student-session';
import { ValidationError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { bookOnBalance } from './book-on-balance';
import { bookTimeFirstSession } from './book-time-first-session';
import { findTimeFirstService } from './find-time-first-service';
import type { TTimeFirstBookingBody, TTimeFirstBookingResult } from './schemas';

type BookLessonByTime = {
  teacherSlug: string;
  serviceSlug: string;
  input: TTimeFirstBookingBody;
  session: StudentSession | null;
  meta?: RequestMeta;
  now?: Date;
};

/**
 * POST /api/public/:slug/services/:serviceSlug/book: the service's billing decides the way
 * (decision 0132). Prepaid: a hold and a checkout (bookTimeFirstSession). Post-paid and monthly:
 * booked at once onto the student's balance (bookOnBalance).
 */
export async function bookLessonByTime(args: BookLessonByTime): Promise<TTimeFirstBookingResult> {
  const service = await findTimeFirstService(args.teacherSlug, args.serviceSlug);
  if (service.billing === 'prepaid') {
    if (args.input.makeupCreditId) {
      throw new ValidationError('The request is not valid', [
        { path: 'makeupCreditId', message: 'Make-up credits are for lessons of monthly tuition' },
      ]);
    }
    return bookTimeFirstSession({ ...args, found: service });
  }
  return bookOnBalance({ service, input: args.input, session: args.session, meta: args.meta, now: args.now });
}
