import { withTeacher } from '@/lib/http/route';
import { listLifecycleEventsRoute } from '@/lib/students/contracts';
import { listLifecycleEvents } from '@/lib/students/list-lifecycle-events';

export const GET = withTeacher(listLifecycleEventsRoute, ({ teacher, params, query }) =>
  listLifecycleEvents({ teacherId: teacher.id, studentId: params.id, query }),
);
