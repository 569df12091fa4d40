import { withTeacher } from '@/lib/http/route';
import { addContactLogEntry } from '@/lib/students/add-contact-log-entry';
import { addContactLogEntryRoute, listContactLogRoute } from '@/lib/students/contracts';
import { listContactLog } from '@/lib/students/list-contact-log';

export const GET = withTeacher(listContactLogRoute, ({ teacher, query }) =>
  listContactLog({ teacherId: teacher.id, query }),
);

export const POST = withTeacher(addContactLogEntryRoute, async ({ teacher, body, meta }) =>
  Response.json(await addContactLogEntry({ teacherId: teacher.id, input: body, meta }), { status: 201 }),
);
