import { withTeacher } from '@/lib/http/route';
import { updateProfileRoute } from '@/lib/settings/contracts';
import { updateProfile } from '@/lib/settings/update-profile';

// PATCH /api/teacher/settings/profile - name, public address, bio, time zone
export const PATCH = withTeacher(updateProfileRoute, ({ teacher, body, meta }) =>
  updateProfile({ teacherId: teacher.id, input: body, meta }),
);
