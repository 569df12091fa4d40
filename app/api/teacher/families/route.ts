import { listFamilyAccounts } from '@/lib/family-accounts/list-family-accounts';
import { createFamilyRoute, listFamiliesRoute } from '@/lib/families/contracts';
import { createFamily } from '@/lib/families/create-family';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(listFamiliesRoute, ({ teacher, query }) =>
  listFamilyAccounts({ teacherId: teacher.id, query }),
);

export const POST = withTeacher(createFamilyRoute, async ({ teacher, body, meta }) =>
  Response.json(await createFamily({ teacherId: teacher.id, input: body, meta }), { status: 201 }),
);
