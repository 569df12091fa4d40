import { getServiceKpisRoute } from '@/lib/catalogue/contracts';
import { getServiceKpis } from '@/lib/catalogue/get-service-kpis';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(getServiceKpisRoute, ({ teacher }) => getServiceKpis({ teacherId: teacher.id }));
