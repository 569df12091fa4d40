import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { defaultRetentionSettings, type TRetentionSettings } from './schemas';

/** The columns of retention_settings that are settings (not id, teacherId or timestamps). */
export const retentionSettingsSelect = {
  inactiveStudentDays: true,
  sessionContentDays: true,
  contactLogDays: true,
  autoDeleteEnabled: true,
  notifyBeforeDeleteDays: true,
  atRiskDays: true,
  churnDays: true,
  gapDays: true,
} as const satisfies Prisma.RetentionSettingsSelect;

/**
 * The teacher's retention settings: the stored row, or the spec's defaults when the teacher never
 * saved any (no row is written by reading). `client` lets a job read inside its transaction.
 */
export async function getRetentionSettings(
  { teacherId }: { teacherId: string },
  client: Prisma.TransactionClient = db,
): Promise<TRetentionSettings> {
  const row = await client.retentionSettings.findUnique({ where: { teacherId }, select: retentionSettingsSelect });
  return row ?? { ...defaultRetentionSettings };
}
