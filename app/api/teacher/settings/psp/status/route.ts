import { withTeacher } from '@/lib/http/route';
import { getPspStatus } from '@/lib/payments/connection/get-psp-status';
import { pspStatusRoute } from '@/lib/payments/contracts';

// GET /api/teacher/settings/psp/status - connection state of the payment processor
export const GET = withTeacher(pspStatusRoute, ({ teacher }) => getPspStatus(teacher.id));
