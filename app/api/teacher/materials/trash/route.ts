import { withTeacher } from '@/lib/http/route';
import { listTrashRoute } from '@/lib/materials/trash/contracts';
import { listTrash } from '@/lib/materials/trash/list-trash';

export const GET = withTeacher(listTrashRoute, ({ teacher, query }) => listTrash({ teacherId: teacher.id, query }));
