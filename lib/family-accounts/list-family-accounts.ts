import 'server-only';
import { db } from '@/lib/core/db';
import { listFamilies } from '@/lib/families/list-families';
import type { TFamilyList, TListFamiliesQuery } from '@/lib/families/schemas';
import { studentBalances } from '@/lib/invoices/student-balances';

/**
 * The families list with each family's balance: the members' balances (the rule of
 * getStudentBalance) added up in the teacher's default currency. Amounts owed in another currency
 * are on the family page (readFamilyOverview `balances`). A fixed number of statements per page.
 */
export async function listFamilyAccounts({
  teacherId,
  query,
}: {
  teacherId: string;
  query: TListFamiliesQuery;
}): Promise<TFamilyList> {
  const [page, teacher] = await Promise.all([
    listFamilies({ teacherId, query }),
    db.teacher.findUniqueOrThrow({ where: { id: teacherId }, select: { defaultCurrency: true } }),
  ]);
  const studentIds = page.data.flatMap((family) => family.members.map((member) => member.studentId));
  const balances = await studentBalances(db, { teacherId, studentIds });
  const currency = teacher.defaultCurrency;
  return {
    ...page,
    data: page.data.map((family) => ({
      ...family,
      balanceCents: family.members.reduce(
        (sum, member) => sum + (balances.get(member.studentId)?.get(currency) ?? 0),
        0,
      ),
      currency,
    })),
  };
}
