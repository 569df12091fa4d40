import { withTeacher } from '@/lib/core/http';
import { getSmartActionsRoute } from '@/lib/dashboard/contracts';
import { getSmartActions } from '@/lib/dashboard/get-smart-actions';

export const GET = withTeacher(getSmartActionsRoute, ({ teacher }) => getSmartActions({ teacherId: teacher.id }));
