import { withTeacher } from '@/lib/http/route';
import { deleteFolderRoute, updateFolderRoute } from '@/lib/materials/folders/contracts';
import { updateFolder } from '@/lib/materials/folders/update-folder';
import { deleteMaterial } from '@/lib/materials/trash/delete-material';

export const PATCH = withTeacher(updateFolderRoute, ({ teacher, params, body, meta }) =>
  updateFolder({ teacherId: teacher.id, folderId: params.id, input: body, meta }),
);

export const DELETE = withTeacher(deleteFolderRoute, ({ teacher, params, meta }) =>
  deleteMaterial({ teacherId: teacher.id, type: 'folder', id: params.id, meta }),
);
