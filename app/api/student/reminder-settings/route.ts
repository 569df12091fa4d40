import { withStudent } from '@/lib/http/route';
import { getReminderSettingsRoute, updateReminderSettingsRoute } from '@/lib/sms/contracts';
import { getStudentReminderSettings } from '@/lib/sms/get-student-reminder-settings';
import { updateReminderSettings } from '@/lib/sms/update-reminder-settings';

export const GET = withStudent(getReminderSettingsRoute, ({ student }) =>
  getStudentReminderSettings({ teacherId: student.teacherId, studentId: student.id }),
);

export const PATCH = withStudent(updateReminderSettingsRoute, ({ student, body }) =>
  updateReminderSettings({ teacherId: student.teacherId, studentId: student.id, changes: body }),
);
