import { withTeacher } from '@/lib/http/route';
import { cancelScheduledMessageRoute } from '@/lib/scheduled-messages/contracts';
import { cancelScheduledMessage } from '@/lib/scheduled-messages/cancel-scheduled-message';

export const DELETE = withTeacher(cancelScheduledMessageRoute, ({ teacher, params, meta }) =>
  cancelScheduledMessage({ teacherId: teacher.id, messageId: params.id, meta }),
);
