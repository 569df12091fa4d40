import { withTeacher } from '@/lib/http/route';
import { permanentDeleteTrashRoute } from '@/lib/materials/trash/contracts';
import { permanentDeleteFromTrash } from '@/lib/materials/trash/permanent-delete-from-trash';

export const POST = withTeacher(permanentDeleteTrashRoute, ({ teacher, body, meta }) =>
  permanentDeleteFromTrash({ teacherId: teacher.id, input: body, meta }),
);
