import { addSessionParticipant } from '@/lib/booking/add-session-participant';
import {
  addSessionParticipantRoute,
  listSessionParticipantsRoute,
  removeSessionParticipantRoute,
} from '@/lib/booking/contracts';
import { listSessionParticipants } from '@/lib/booking/list-session-participants';
import { removeSessionParticipant } from '@/lib/booking/remove-session-participant';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(listSessionParticipantsRoute, ({ teacher, params }) =>
  listSessionParticipants({ teacherId: teacher.id, sessionId: params.id }),
);

export const POST = withTeacher(addSessionParticipantRoute, async ({ teacher, params, body, meta }) =>
  Response.json(
    await addSessionParticipant({ teacherId: teacher.id, sessionId: params.id, studentId: body.studentId, meta }),
    { status: 201 },
  ),
);

export const DELETE = withTeacher(removeSessionParticipantRoute, async ({ teacher, params, query, meta }) => {
  await removeSessionParticipant({ teacherId: teacher.id, sessionId: params.id, studentId: query.studentId, meta });
  return new Response(null, { status: 204 });
});
