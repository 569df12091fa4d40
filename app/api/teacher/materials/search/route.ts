import { withTeacher } from '@/lib/core/http';
import { searchMaterialsRoute } from '@/lib/materials/search/contracts';
import { searchMaterials } from '@/lib/materials/search/search-materials';

export const GET = withTeacher(searchMaterialsRoute, ({ teacher, query }) =>
  searchMaterials({ teacherId: teacher.id, query }),
);
