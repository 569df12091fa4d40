import { withTeacher } from '@/lib/http/route';
import { listStudentPracticeLogsRoute } from '@/lib/practice/contracts';
import { listPracticeLogs } from '@/lib/practice/list-practice-logs';

export const GET = withTeacher(listStudentPracticeLogsRoute, ({ teacher, params, query }) =>
  listPracticeLogs({ teacherId: teacher.id, studentId: params.id, query }),
);
