import { withTeacher } from '@/lib/http/route';
import { importMaterials } from '@/lib/materials/import/import-materials';
import { importMaterialsRoute } from '@/lib/materials/resources/contracts';

export const POST = withTeacher(importMaterialsRoute, ({ teacher, body, meta }) =>
  importMaterials({ teacherId: teacher.id, input: body, meta }),
);
