import 'server-only';
import type { PayerIdentity } from '@/lib/auth/resolve-session';
import type { StudentRef } from '@/lib/booking/student/student-session-fields';
import { exportFamilyData, familyExportFilename, type FamilyDataExport } from './export-family-data';
import { exportFilename, exportMyData, type MyDataExport } from './export-my-data';

/**
 * What the portal's "download my data" holds (issue 34, part 5): a payer's session downloads the
 * payer's export (the family record and every minor member's data, `exportFamilyData`) whichever
 * member they act for; anybody else, an adult member signed in with their own e-mail included,
 * their own data only (`exportMyData`). The family is the session's, scoped by the teacher.
 */
export async function exportPortalData({
  student,
  payer,
  now = new Date(),
}: {
  student: StudentRef;
  payer: PayerIdentity | null;
  now?: Date;
}): Promise<{ data: FamilyDataExport | MyDataExport; filename: string }> {
  if (payer) {
    return { data: await exportFamilyData(student.teacherId, payer.familyId, now), filename: familyExportFilename(now) };
  }
  return { data: await exportMyData({ student, now }), filename: exportFilename(now) };
}
