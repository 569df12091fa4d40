/**
 * Zod schemas of families in the teacher's CRM (issue 34): request bodies and queries shared with the
 * family forms, and the response shapes. Client-safe: zod and lib/core/pagination only.
 */
import { z } from 'zod';
import { ZPage, ZPagination } from '@/lib/core/pagination';

// ---- Inputs ----

export const ZFamilyIdParams = z.object({ id: z.uuid() }).strict();
export const ZFamilyMemberParams = z.object({ id: z.uuid(), studentId: z.uuid() }).strict();

/** The words of the family fields' refusals: English for the API, the page's language in the forms. */
export type FamilyFieldMessages = { familyName: string; payerName: string; payerEmail: string; student: string };

export const familyFieldMessages: FamilyFieldMessages = {
  familyName: 'Give the family a name',
  payerName: 'Give the payer a name',
  payerEmail: 'Enter a valid e-mail address',
  student: 'Choose a student',
};

/** The person who books, pays and (for a minor) hears: a name, an e-mail stored trimmed and lower-cased, a phone. */
const payerFields = (say: FamilyFieldMessages) =>
  z
    .object({
      name: z.string().trim().min(1, say.payerName).max(200),
      email: z.string().trim().toLowerCase().max(254).pipe(z.email(say.payerEmail)),
      /** Empty or null: no phone. */
      phone: z
        .string()
        .trim()
        .max(40)
        .nullable()
        .transform((value) => (value ? value : null)),
    })
    .strict();

const familyName = (say: FamilyFieldMessages) => z.string().trim().min(1, say.familyName).max(200);

/**
 * The families' input schemas with the given words: the API's (English, below) and the forms'
 * (`familyInputSchemas(messages)` with the catalogue's), so both check the same rules.
 */
export const familyInputSchemas = (say: FamilyFieldMessages) => ({
  /** POST /api/teacher/families: a name and the payer (phone optional). */
  create: z.object({ name: familyName(say), payer: payerFields(say).partial({ phone: true }) }).strict(),
  /** PATCH /api/teacher/families/:id: any subset; the payer's fields one by one. */
  update: z.object({ name: familyName(say), payer: payerFields(say).partial() }).partial().strict(),
  /** POST /api/teacher/families/:id/members: one of the teacher's students who is in no family yet. */
  addMember: z.object({ studentId: z.uuid(say.student) }).strict(),
});

const apiInputs = familyInputSchemas(familyFieldMessages);

export const ZPayerFields = payerFields(familyFieldMessages);
export const ZFamilyName = familyName(familyFieldMessages);

/** POST /api/teacher/families: a name and the payer (phone optional). */
export const ZCreateFamilyInput = apiInputs.create;
export type TCreateFamilyInput = z.output<typeof ZCreateFamilyInput>;

/** PATCH /api/teacher/families/:id: any subset; the payer's fields one by one. */
export const ZUpdateFamilyInput = apiInputs.update;
export type TUpdateFamilyInput = z.output<typeof ZUpdateFamilyInput>;

/** POST /api/teacher/families/:id/members: one of the teacher's students who is in no family yet. */
export const ZAddFamilyMemberInput = apiInputs.addMember;
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
