import { withTeacher } from '@/lib/core/http';
import { confirmAccountDeletionRoute } from '@/lib/privacy/teacher-contracts';
import { confirmAccountDeletion } from '@/lib/privacy/teacher/confirm-account-deletion';

export const POST = withTeacher(confirmAccountDeletionRoute, ({ teacher, body }) =>
  confirmAccountDeletion({ teacherId: teacher.id, slug: body.slug }),
);
