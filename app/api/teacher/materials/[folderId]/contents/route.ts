import { withTeacher } from '@/lib/http/route';
import { listFolderContents } from '@/lib/materials/contents/list-folder-contents';
import { folderContentsRoute } from '@/lib/materials/folders/contracts';

export const GET = withTeacher(folderContentsRoute, ({ teacher, params, query }) =>
  listFolderContents({ teacherId: teacher.id, folderId: params.folderId, query }),
);
