import { withTeacher } from '@/lib/http/route';
import { studentBalanceRoute } from '@/lib/invoices/contracts';
import { getStudentBalance } from '@/lib/invoices/get-student-balance';

export const GET = withTeacher(studentBalanceRoute, ({ teacher, params }) =>
  getStudentBalance({ teacherId: teacher.id, studentId: params.id }),
);
