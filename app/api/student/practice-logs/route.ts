import { withStudent } from '@/lib/http/route';
import { createPracticeLog } from '@/lib/practice/create-practice-log';
import { createPracticeLogRoute, listPracticeLogsRoute } from '@/lib/practice/contracts';
import { listPracticeLogs } from '@/lib/practice/list-practice-logs';

export const POST = withStudent(createPracticeLogRoute, async ({ student, body }) =>
  Response.json(await createPracticeLog({ student, input: body }), { status: 201 }),
);

export const GET = withStudent(listPracticeLogsRoute, ({ student, query }) =>
  listPracticeLogs({ teacherId: student.teacherId, studentId: student.id, query }),
);
