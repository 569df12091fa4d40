import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { exportMyData, type MyDataExport } from './export-my-data';

export type FamilyDataExport = {
  format: 'lektio-family-export/1';
  exportedAt: string;
  /** What the practice holds about the payer: the family record. */
  payer: {
    familyId: string;
    familyName: string;
    name: string;
    email: string;
    phone: string | null;
    locale: string | null;
    createdAt: string;
  };
  /**
   * The payer's minor members, each with everything held about them (the student export's
   * categories). Adult members export their own data; they are not in the payer's export.
   */
  minorMembers: { studentId: string; name: string; categories: MyDataExport['categories'] }[];
};

/**
 * The payer's export (issue 34, part 5): the payer's own data and that of the family's minor
 * members, each member's part exactly the student export (exportMyData), scoped by the teacher.
 * Another teacher's family is a 404.
 */
export async function exportFamilyData(
  teacherId: string,
  familyId: string,
  now: Date = new Date(),
): Promise<FamilyDataExport> {
  const family = await db.family.findFirst({
    where: { id: familyId, teacherId },
    select: {
      id: true,
      name: true,
      payerName: true,
      payerEmail: true,
      payerPhone: true,
      payerLocale: true,
      createdAt: true,
      members: {
        where: { isMinor: true, deletedAt: null },
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
        select: { id: true, name: true },
      },
    },
  });
  if (!family) throw new NotFoundError('Family');
  const minorMembers = await Promise.all(
    family.members.map(async (member) => ({
      studentId: member.id,
      name: member.name,
      categories: (await exportMyData({ student: { id: member.id, teacherId }, now })).categories,
    })),
  );
  return {
    format: 'lektio-family-export/1',
    exportedAt: now.toISOString(),
    payer: {
      familyId: family.id,
      familyName: family.name,
      name: family.payerName,
      email: family.payerEmail,
      phone: family.payerPhone,
      locale: family.payerLocale,
      createdAt: family.createdAt.toISOString(),
    },
    minorMembers,
  };
}

/** `lektio-family-data-<YYYY-MM-DD>.json`, dated in UTC. */
export const familyExportFilename = (at: Date) => `lektio-family-data-${at.toISOString().slice(0, 10)}.json`;
