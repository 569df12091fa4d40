import { withTeacher } from '@/lib/http/route';
import { confirmAccountDeletionRoute } from '@/lib/privacy/teacher-contracts';
import { confirmAccountDeletion } from '@/lib/privacy/teacher/confirm-account-deletion';

export const POST = withTeacher(confirmAccountDeletionRoute, ({ teacher, body }) =>
  confirmAccountDeletion({ teacherId: teacher.id, slug: body.slug }),
);
