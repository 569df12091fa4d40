import { db } from '@/lib/core/db';
import { createStudent } from './student';
import { uniqueSuffix } from './support';

/**
 * A family of one teacher with its payer and members (issue 34), for the portal's tests. Members are
 * created by name (`memberNames`), minors unless `adults` names them.
 */
export async function createPayerFamily({
  teacherId,
  memberNames = ['Ada Family', 'Ben Family'],
  adults = [],
  payerEmail = `payer.${uniqueSuffix()}@example.test`,
  payerPhone = null,
}: {
  teacherId: string;
  memberNames?: string[];
  adults?: string[];
  payerEmail?: string;
  payerPhone?: string | null;
}) {
  const family = await db.family.create({
    data: { teacherId, name: `Family ${uniqueSuffix()}`, payerName: 'Pat Payer', payerEmail, payerPhone },
  });
  const members = [];
  for (const name of memberNames) {
    members.push(await createStudent({ teacherId, name, familyId: family.id, isMinor: !adults.includes(name) }));
  }
  return { family, members };
}
