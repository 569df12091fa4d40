import { withTeacher } from '@/lib/http/route';
import { getSmartActionsRoute } from '@/lib/dashboard/contracts';
import { getSmartActions } from '@/lib/dashboard/get-smart-actions';

export const GET = withTeacher(getSmartActionsRoute, ({ teacher }) => getSmartActions({ teacherId: teacher.id }));
