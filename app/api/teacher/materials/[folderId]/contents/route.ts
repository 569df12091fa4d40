import { withTeacher } from '@/lib/core/http';
import { listFolderContents } from '@/lib/materials/contents/list-folder-contents';
import { folderContentsRoute } from '@/lib/materials/folders/contracts';

export const GET = withTeacher(folderContentsRoute, ({ teacher, params, query }) =>
  listFolderContents({ teacherId: teacher.id, folderId: params.folderId, query }),
);
