import { withTeacher } from '@/lib/http/route';
import { folderTreeRoute } from '@/lib/materials/folders/contracts';
import { getFolderTree } from '@/lib/materials/folders/get-folder-tree';

export const GET = withTeacher(folderTreeRoute, ({ teacher }) => getFolderTree({ teacherId: teacher.id }));
