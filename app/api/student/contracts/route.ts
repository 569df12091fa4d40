import { withStudent } from '@/lib/http/route';
import { listStudentContractsRoute } from '@/lib/legal/contracts';
import { listStudentContracts } from '@/lib/legal/acceptance/list-student-contracts';

export const GET = withStudent(listStudentContractsRoute, ({ student }) =>
  listStudentContracts({ student: { id: student.id, teacherId: student.teacherId } }),
);
