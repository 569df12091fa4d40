import { publicRoute } from '@/lib/http/route';
import { runSessionRemindersRoute } from '@/lib/notifications/contracts';
import { runRemindersNow } from '@/lib/notifications/run-reminders-now';

export const POST = publicRoute(runSessionRemindersRoute, async () => runRemindersNow());
