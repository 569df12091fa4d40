import { withTeacher } from '@/lib/core/http';
import { cancelScheduledMessageRoute } from '@/lib/messages/contracts';
import { cancelScheduledMessage } from '@/lib/messages/cancel-scheduled-message';

export const DELETE = withTeacher(cancelScheduledMessageRoute, ({ teacher, params, meta }) =>
  cancelScheduledMessage({ teacherId: teacher.id, messageId: params.id, meta }),
);
