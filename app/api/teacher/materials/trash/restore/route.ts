import { withTeacher } from '@/lib/http/route';
import { restoreTrashRoute } from '@/lib/materials/trash/contracts';
import { restoreFromTrash } from '@/lib/materials/trash/restore-from-trash';

export const POST = withTeacher(restoreTrashRoute, ({ teacher, body, meta }) =>
  restoreFromTrash({ teacherId: teacher.id, input: body, meta }),
);
