import { withStudent } from '@/lib/http/route';
import { deletePracticeLogRoute, updatePracticeLogRoute } from '@/lib/practice/contracts';
import { deletePracticeLog } from '@/lib/practice/delete-practice-log';
import { updatePracticeLog } from '@/lib/practice/update-practice-log';

export const PATCH = withStudent(updatePracticeLogRoute, ({ student, params, body }) =>
  updatePracticeLog({ student, id: params.id, input: body }),
);

export const DELETE = withStudent(deletePracticeLogRoute, async ({ student, params }) => {
  await deletePracticeLog({ student, id: params.id });
  return new Response(null, { status: 204 });
});
