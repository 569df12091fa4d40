/**
 * Zod schemas of families in the teacher's CRM (issue 34): request bodies and queries shared with the
 * family forms, and the response shapes. Client-safe: zod and lib/core/pagination only.
 */
import { z } from 'zod';
import { ZPage, ZPagination } from '@/lib/core/pagination';

// ---- Inputs ----

export const ZFamilyIdParams = z.object({ id: z.uuid() }).strict();
export const ZFamilyMemberParams = z.object({ id: z.uuid(), studentId: z.uuid() }).strict();

/** The person who books, pays and (for a minor) hears: a name, an e-mail stored trimmed and lower-cased, a phone. */
export const ZPayerFields = z
  .object({
    name: z.string().trim().min(1, 'Give the payer a name').max(200),
    email: z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address')),
    /** Empty or null: no phone. */
    phone: z
      .string()
      .trim()
      .max(40)
      .nullable()
      .transform((value) => (value ? value : null)),
  })
  .strict();

export const ZFamilyName = z.string().trim().min(1, 'Give the family a name').max(200);

/** POST /api/teacher/families: a name and the payer (phone optional). */
export const ZCreateFamilyInput = z
  .object({ name: ZFamilyName, payer: ZPayerFields.partial({ phone: true }) })
  .strict();
export type TCreateFamilyInput = z.output<typeof ZCreateFamilyInput>;

/** PATCH /api/teacher/families/:id: any subset; the payer's fields one by one. */
export const ZUpdateFamilyInput = z.object({ name: ZFamilyName, payer: ZPayerFields.partial() }).partial().strict();
export type TUpdateFamilyInput = z.output<typeof ZUpdateFamilyInput>;

/** POST /api/teacher/families/:id/members: one of the teacher's students who is in no family yet. */
export const ZAddFamilyMemberInput = z.object({ studentId: z.uuid('Choose a student') }).strict();
export type TAddFamilyMemberInput = z.output<typeof ZAddFamilyMemberInput>;

export const ZListFamiliesQuery = ZPagination.extend({
  /** Family name, payer name or a member's name, case-insensitive, anywhere in the text. */
  search: z.string().trim().max(100).optional(),
}).strict();
export type TListFamiliesQuery = z.output<typeof ZListFamiliesQuery>;

// ---- Outputs ----

export const ZPayer = z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() });
export type TPayer = z.infer<typeof ZPayer>;

export const ZFamilyMember = z.object({
  studentId: z.uuid(),
  name: z.string(),
  email: z.string(),
  isMinor: z.boolean(),
});
export type TFamilyMember = z.infer<typeof ZFamilyMember>;

export const ZFamily = z.object({
  id: z.uuid(),
  name: z.string(),
  payer: ZPayer,
  /** Members not deleted, by name. */
  members: z.array(ZFamilyMember),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TFamily = z.infer<typeof ZFamily>;

/** A row of the families list: the family and its balance (the members' balances added up). */
export const ZFamilyListRow = ZFamily.extend({
  /** Minor units in `currency`; negative is credit in the family's favour. */
  balanceCents: z.int(),
  currency: z.string(),
});
export type TFamilyListRow = z.infer<typeof ZFamilyListRow>;

export const ZFamilyList = ZPage(ZFamilyListRow);
export type TFamilyList = z.infer<typeof ZFamilyList>;

/** The family of a student, as the roster and the profile show it. */
export const ZStudentFamily = z.object({ id: z.uuid(), name: z.string(), payer: ZPayer });
export type TStudentFamily = z.infer<typeof ZStudentFamily>;
