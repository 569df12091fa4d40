import { withTeacher } from '@/lib/http/route';
import { getBillingSettingsRoute, updateBillingSettingsRoute } from '@/lib/invoices/contracts';
import { getBillingSettings } from '@/lib/invoices/get-billing-settings';
import { updateBillingSettings } from '@/lib/invoices/update-billing-settings';

export const GET = withTeacher(getBillingSettingsRoute, ({ teacher }) => getBillingSettings({ teacherId: teacher.id }));

export const PATCH = withTeacher(updateBillingSettingsRoute, ({ teacher, body, meta }) =>
  updateBillingSettings({ teacherId: teacher.id, input: body, meta }),
);
