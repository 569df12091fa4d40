import { withTeacher } from '@/lib/http/route';
import { checkTeacherSlug } from '@/lib/settings/check-teacher-slug';
import { checkTeacherSlugRoute } from '@/lib/settings/contracts';

// GET /api/teacher/settings/slug-check?slug= - can this become my public address?
export const GET = withTeacher(checkTeacherSlugRoute, ({ teacher, query }) =>
  checkTeacherSlug({ teacherId: teacher.id, slug: query.slug }),
);
