import type { Prisma } from '@/lib/core/db';
import type { TFamily } from './schemas';

/** The columns every family read takes, members (not deleted) by name. */
export const familySelect = {
  id: true,
  name: true,
  payerName: true,
  payerEmail: true,
  payerPhone: true,
  createdAt: true,
  updatedAt: true,
  members: {
    where: { deletedAt: null },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    select: { id: true, name: true, email: true, isMinor: true },
  },
} as const satisfies Prisma.FamilySelect;

export type FamilyRow = Prisma.FamilyGetPayload<{ select: typeof familySelect }>;

/** Row -> API shape: the payer as one object, members by student id. */
export function toFamily(row: FamilyRow): TFamily {
  return {
    id: row.id,
    name: row.name,
    payer: { name: row.payerName, email: row.payerEmail, phone: row.payerPhone },
    members: row.members.map((member) => ({
      studentId: member.id,
      name: member.name,
      email: member.email,
      isMinor: member.isMinor,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The flat record the audit log diffs (payer fields by name so the PII redaction sees them). */
export const auditedFamily = (family: TFamily) => ({
  name: family.name,
  payerName: family.payer.name,
  payerEmail: family.payer.email,
  payerPhone: family.payer.phone,
});

/** The tenancy filter of every family read and write. */
export const ownFamilyWhere = (teacherId: string, familyId: string) =>
  ({ id: familyId, teacherId }) satisfies Prisma.FamilyWhereInput;
