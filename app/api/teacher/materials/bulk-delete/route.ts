import { withTeacher } from '@/lib/http/route';
import { bulkDeleteMaterials } from '@/lib/materials/bulk/bulk-delete-materials';
import { bulkDeleteMaterialsRoute } from '@/lib/materials/bulk/contracts';

export const POST = withTeacher(bulkDeleteMaterialsRoute, ({ teacher, body, meta }) =>
  bulkDeleteMaterials({ teacherId: teacher.id, ...body, meta }),
);
