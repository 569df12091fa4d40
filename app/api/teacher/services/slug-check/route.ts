import { checkServiceSlug } from '@/lib/catalogue/check-service-slug';
import { checkServiceSlugRoute } from '@/lib/catalogue/contracts';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(checkServiceSlugRoute, ({ teacher, query }) =>
  checkServiceSlug({ teacherId: teacher.id, ...query }),
);
