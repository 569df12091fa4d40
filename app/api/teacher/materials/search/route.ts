import { withTeacher } from '@/lib/http/route';
import { searchMaterialsRoute } from '@/lib/materials/search/contracts';
import { searchMaterials } from '@/lib/materials/search/search-materials';

export const GET = withTeacher(searchMaterialsRoute, ({ teacher, query }) =>
  searchMaterials({ teacherId: teacher.id, query }),
);
