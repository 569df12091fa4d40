import { withTeacher } from '@/lib/http/route';
import { startPspConnect } from '@/lib/payments/connection/start-psp-connect';
import { connectPspRoute } from '@/lib/payments/contracts';

// POST /api/teacher/settings/psp/connect - the processor's OAuth URL to send the teacher to
export const POST = withTeacher(connectPspRoute, ({ teacher }) => startPspConnect(teacher.id));
