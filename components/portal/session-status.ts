import type { BadgeTone } from '@/components/ui/badge';
import { statusTone } from '@/components/ui/status-badge';
import type { TStudentSession } from '@/lib/booking/student/schemas';

/** Statuses in the student's words: `portal.status.<status>` in the catalogue (the teacher's screens use the raw names). */

const tones: Partial<Record<TStudentSession['status'], BadgeTone>> = {
  hold: 'warning',
  pending_confirmation: 'warning',
  pending_review: 'info',
  cancelled: 'danger',
  rejected: 'danger',
};

export const studentStatusTone = (status: TStudentSession['status']): BadgeTone => tones[status] ?? statusTone(status);

/** A lesson that will not take place: cancelled by anyone, or a request the teacher declined. */
export const isCalledOff = (status: TStudentSession['status']) => status === 'cancelled' || status === 'rejected';

/** Whether the meeting is the student's to join: a scheduled lesson that has not ended. */
export const isJoinable = (session: Pick<TStudentSession, 'status' | 'endsAt'>, now: Date) =>
  session.status === 'scheduled' && new Date(session.endsAt).getTime() > now.getTime();
