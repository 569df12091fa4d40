import { withTeacher } from '@/lib/http/route';
import { bulkTagMaterials } from '@/lib/materials/bulk/bulk-tag-materials';
import { bulkTagMaterialsRoute } from '@/lib/materials/bulk/contracts';

export const POST = withTeacher(bulkTagMaterialsRoute, ({ teacher, body, meta }) =>
  bulkTagMaterials({ teacherId: teacher.id, ...body, meta }),
);
