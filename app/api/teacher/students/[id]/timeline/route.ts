import { withTeacher } from '@/lib/http/route';
import { studentTimelineRoute } from '@/lib/students/contracts';
import { listStudentTimeline } from '@/lib/students/list-student-timeline';

export const GET = withTeacher(studentTimelineRoute, ({ teacher, params, query }) =>
  listStudentTimeline({ teacherId: teacher.id, studentId: params.id, query }),
);
