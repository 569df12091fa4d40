import { withTeacher } from '@/lib/http/route';
import { resendMagicLinkRoute } from '@/lib/students/contracts';
import { resendMagicLink } from '@/lib/students/resend-magic-link';

export const POST = withTeacher(resendMagicLinkRoute, ({ teacher, params, meta }) =>
  resendMagicLink({ teacherId: teacher.id, studentId: params.id, meta }),
);
