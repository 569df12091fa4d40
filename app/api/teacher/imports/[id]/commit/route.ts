import { withTeacher } from '@/lib/http/route';
import { commitImport } from '@/lib/imports/commit-import';
import { commitImportRoute } from '@/lib/imports/contracts';

export const POST = withTeacher(commitImportRoute, ({ teacher, params, body, meta }) =>
  commitImport({ teacherId: teacher.id, importId: params.id, skipInvalidRows: body.skipInvalidRows, meta }),
);
