import { withTeacher } from '@/lib/core/http';
import { createScheduledMessageRoute, listScheduledMessagesRoute } from '@/lib/messages/contracts';
import { createScheduledMessage } from '@/lib/messages/create-scheduled-message';
import { listScheduledMessages } from '@/lib/messages/list-scheduled-messages';

export const GET = withTeacher(listScheduledMessagesRoute, ({ teacher, query }) =>
  listScheduledMessages({ teacherId: teacher.id, query }),
);

export const POST = withTeacher(createScheduledMessageRoute, async ({ teacher, body, meta }) =>
  Response.json(
    await createScheduledMessage({ teacherId: teacher.id, timeZone: teacher.timezone, input: body, meta }),
    { status: 201 },
  ),
);
