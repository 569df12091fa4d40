import { withTeacher } from '@/lib/http/route';
import { listFolderContents } from '@/lib/materials/contents/list-folder-contents';
import { rootContentsRoute } from '@/lib/materials/folders/contracts';

export const GET = withTeacher(rootContentsRoute, ({ teacher, query }) =>
  listFolderContents({ teacherId: teacher.id, folderId: null, query }),
);
