import { withTeacher } from '@/lib/http/route';
import { toggleResourceFavoriteRoute } from '@/lib/materials/resources/contracts';
import { toggleResourceFavorite } from '@/lib/materials/resources/toggle-resource-favorite';

export const POST = withTeacher(toggleResourceFavoriteRoute, ({ teacher, params, meta }) =>
  toggleResourceFavorite({ teacherId: teacher.id, resourceId: params.id, meta }),
);
