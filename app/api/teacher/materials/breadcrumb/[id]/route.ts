import { withTeacher } from '@/lib/http/route';
import { breadcrumbRoute } from '@/lib/materials/folders/contracts';
import { getBreadcrumb } from '@/lib/materials/folders/get-breadcrumb';

export const GET = withTeacher(breadcrumbRoute, ({ teacher, params }) =>
  getBreadcrumb({ teacherId: teacher.id, folderId: params.id }),
);
