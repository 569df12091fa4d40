import { withTeacher } from '@/lib/core/http';
import { listTrashRoute } from '@/lib/materials/trash/contracts';
import { listTrash } from '@/lib/materials/trash/list-trash';

export const GET = withTeacher(listTrashRoute, ({ teacher, query }) => listTrash({ teacherId: teacher.id, query }));
