import { withTeacher } from '@/lib/http/route';
import { reorderFoldersRoute } from '@/lib/materials/folders/contracts';
import { reorderFolders } from '@/lib/materials/folders/reorder-folders';

export const POST = withTeacher(reorderFoldersRoute, ({ teacher, body, meta }) =>
  reorderFolders({ teacherId: teacher.id, input: body, meta }),
);
