import { withTeacher } from '@/lib/http/route';
import { createFolderRoute } from '@/lib/materials/folders/contracts';
import { createFolder } from '@/lib/materials/folders/create-folder';

export const POST = withTeacher(createFolderRoute, async ({ teacher, body, meta }) =>
  Response.json(await createFolder({ teacherId: teacher.id, input: body, meta }), { status: 201 }),
);
