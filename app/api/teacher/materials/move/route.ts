import { withTeacher } from '@/lib/http/route';
import { moveMaterialsRoute } from '@/lib/materials/folders/contracts';
import { moveMaterials } from '@/lib/materials/move/move-materials';

export const POST = withTeacher(moveMaterialsRoute, ({ teacher, body, meta }) =>
  moveMaterials({ teacherId: teacher.id, input: body, meta }),
);
