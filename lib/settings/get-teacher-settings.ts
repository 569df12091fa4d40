import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { readKpiChoice } from '@/lib/dashboard/kpi-choice';
import { resolveNotificationPreferences } from '@/lib/notifications/notice-preferences';
import { getPspStatus } from '@/lib/payments/connection/get-psp-status';
import { resolveInsightTargets } from './scheduling-schemas';
import { defaultRetentionSettings, type TTeacherSettings } from './settings-schemas';

const retentionSelect = {
  inactiveStudentDays: true,
  sessionContentDays: true,
  contactLogDays: true,
  autoDeleteEnabled: true,
  notifyBeforeDeleteDays: true,
} as const;

const settingsSelect = {
  id: true,
  name: true,
  email: true,
  slug: true,
  bio: true,
  avatarUrl: true,
  timezone: true,
  onboardingCompleted: true,
  defaultCurrency: true,
  taxRate: true,
  bufferMinutes: true,
  insightTargets: true,
  dashboardConfig: true,
  notificationPreferences: true,
  insightsLayout: true,
  bestStreak: true,
  retentionSettings: { select: retentionSelect },
  calendarConnection: { select: { status: true } },
  driveConnection: { select: { status: true } },
} as const;

/**
 * The whole settings object of the Teacher resource, flat, every default filled in (targets,
 * KPIs, the seven toggles, retention), with the state of each connection. Two reads at once: the
 * teacher with its related rows in one, the processor status (its own function) in the other.
 * `pspAccountId` is the processor status's account id; `bestStreak` the recorded best that the
 * dashboard summary raises (recordBestStreak): neither is worked out again here.
 */
export async function getTeacherSettings({ teacherId }: { teacherId: string }): Promise<TTeacherSettings> {
  const [row, psp] = await Promise.all([
    db.teacher.findFirst({ where: { id: teacherId, deletedAt: null }, select: settingsSelect }),
    getPspStatus(teacherId).catch(() => null),
  ]);
  if (!row || !psp) throw new NotFoundError('Teacher');
  const { retentionSettings, calendarConnection, driveConnection, ...teacher } = row;
  return {
    ...teacher,
    insightTargets: resolveInsightTargets(teacher.insightTargets),
    dashboardConfig: { kpis: readKpiChoice(teacher.dashboardConfig) },
    notificationPreferences: resolveNotificationPreferences(teacher.notificationPreferences),
    insightsLayout: teacher.insightsLayout ?? null,
    pspAccountId: psp.accountId,
    retentionSettings: retentionSettings ?? { ...defaultRetentionSettings },
    connections: {
      psp: { ...psp, status: psp.connected ? 'connected' : 'disconnected' },
      calendar: { status: calendarConnection?.status ?? 'disconnected' },
      drive: { status: driveConnection?.status ?? 'disconnected' },
    },
  };
}
