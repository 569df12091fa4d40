import { withTeacher } from '@/lib/core/http';
import { listFolderContents } from '@/lib/materials/contents/list-folder-contents';
import { rootContentsRoute } from '@/lib/materials/folders/contracts';

export const GET = withTeacher(rootContentsRoute, ({ teacher, query }) =>
  listFolderContents({ teacherId: teacher.id, folderId: null, query }),
);
