import { withTeacher } from '@/lib/core/http';
import { breadcrumbRoute } from '@/lib/materials/folders/contracts';
import { getBreadcrumb } from '@/lib/materials/folders/get-breadcrumb';

export const GET = withTeacher(breadcrumbRoute, ({ teacher, params }) =>
  getBreadcrumb({ teacherId: teacher.id, folderId: params.id }),
);
