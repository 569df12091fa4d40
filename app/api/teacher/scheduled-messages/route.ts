import { withTeacher } from '@/lib/http/route';
import { createScheduledMessageRoute, listScheduledMessagesRoute } from '@/lib/scheduled-messages/contracts';
import { createScheduledMessage } from '@/lib/scheduled-messages/create-scheduled-message';
import { listScheduledMessages } from '@/lib/scheduled-messages/list-scheduled-messages';

export const GET = withTeacher(listScheduledMessagesRoute, ({ teacher, query }) =>
  listScheduledMessages({ teacherId: teacher.id, query }),
);

export const POST = withTeacher(createScheduledMessageRoute, async ({ teacher, body, meta }) =>
  Response.json(
    await createScheduledMessage({ teacherId: teacher.id, timeZone: teacher.timezone, input: body, meta }),
    { status: 201 },
  ),
);
