import { withTeacher } from '@/lib/http/route';
import { createTagRoute, listTagsRoute } from '@/lib/students/contracts';
import { createTag } from '@/lib/students/create-tag';
import { listTags } from '@/lib/students/list-tags';

export const GET = withTeacher(listTagsRoute, ({ teacher }) => listTags({ teacherId: teacher.id }));

export const POST = withTeacher(createTagRoute, async ({ teacher, body, meta }) =>
  Response.json(await createTag({ teacherId: teacher.id, input: body, meta }), { status: 201 }),
);
