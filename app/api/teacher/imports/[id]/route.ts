import { withTeacher } from '@/lib/http/route';
import { getImportRoute } from '@/lib/imports/contracts';
import { getImport } from '@/lib/imports/import-view';

export const GET = withTeacher(getImportRoute, ({ teacher, params }) =>
  getImport({ teacherId: teacher.id, importId: params.id }),
);
