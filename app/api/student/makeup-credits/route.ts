import { listMakeupCreditsRoute } from '@/lib/booking/contracts';
import { listStudentMakeupCredits } from '@/lib/booking/makeup/list-student-makeup-credits';
import { withStudent } from '@/lib/http/route';

export const GET = withStudent(listMakeupCreditsRoute, ({ student, query }) =>
  listStudentMakeupCredits({ student: { id: student.id, teacherId: student.teacherId }, query }),
);
