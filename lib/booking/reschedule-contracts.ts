/** Route contract of the teacher moving one of their sessions (issue 13 item 8; not in the spec, decision 0028). */
import { z } from 'zod';
import { defineRoute } from '@/lib/core/route-contract';
import { ZIsoInstant } from '@/lib/core/time-schemas';
import { ZSessionIdParams, ZTeacherSessionRow } from './session-schemas';

export const ZRescheduleTeacherSessionInput = z
  .object({ startUtc: ZIsoInstant.meta({ description: 'The new start (ISO 8601 instant); in the future' }) })
  .strict();
export type TRescheduleTeacherSessionInput = z.infer<typeof ZRescheduleTeacherSessionInput>;

export const ZTeacherRescheduleResult = z.object({
  session: ZTeacherSessionRow,
  /** Where the session started before the move. */
  previousStartsAt: z.iso.datetime(),
});
export type TTeacherRescheduleResult = z.infer<typeof ZTeacherRescheduleResult>;

export const rescheduleTeacherSessionRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/sessions/{id}/reschedule',
  summary:
    'Move a scheduled or pending-confirmation session that has not started to a new start in the future, keeping ' +
    'its length; counts one reschedule. Not bound by the published availability nor the cancellation policy: only ' +
    'an overlap with another session is refused',
  tags: ['booking'],
  auth: 'teacher',
  params: ZSessionIdParams,
  body: ZRescheduleTeacherSessionInput,
  responses: {
    200: { description: 'The moved session and its previous start', schema: ZTeacherRescheduleResult },
    400: { description: 'VALIDATION_ERROR: bad body, a start in the past or the start the session already has' },
    404: { description: 'NOT_FOUND: no such session of the teacher' },
    409: {
      description:
        'SLOT_UNAVAILABLE: the teacher has another session at the new time; INVALID_STATE: the session is not ' +
        'scheduled or awaiting confirmation, has started, or changed meanwhile',
    },
  },
});
