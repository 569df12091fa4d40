/**
 * Zod schemas of the imports (issue 37, decision 0096): the multipart fields, the commit body and the
 * preview shape. Client-safe: the teacher's import page validates its mapping with the same schemas.
 */
import { z } from 'zod';

export const maxImportFileBytes = 5 * 1024 * 1024;
export const maxImportRows = 5000;
/** How long after its commit an import can be undone. */
export const undoWindowHours = 24;

export const importKinds = ['students', 'sessions_ics'] as const;
export const ZImportKind = z.enum(importKinds);
export type TImportKind = z.infer<typeof ZImportKind>;

/** The student fields a CSV column can fill. `name` or `firstName`/`lastName` give the name. */
export const studentImportFields = [
  'name',
  'firstName',
  'lastName',
  'email',
  'phone',
  'timezone',
  'level',
  'status',
  'goals',
  'notes',
  'payer',
  'payerEmail',
] as const;
export const ZStudentImportField = z.enum(studentImportFields);
export type TStudentImportField = z.infer<typeof ZStudentImportField>;

export const studentImportPresets = ['my_music_staff', 'tutorbird', 'teachworks', 'generic'] as const;
export const ZStudentImportPreset = z.enum(studentImportPresets);
export type TStudentImportPreset = z.infer<typeof ZStudentImportPreset>;

/** Field -> the column header that fills it (as written in the file); an empty string leaves it unmapped. */
export const ZImportMapping = z.partialRecord(ZStudentImportField, z.string().max(200));
export type TImportMapping = z.infer<typeof ZImportMapping>;

/** The multipart form's text fields, besides `file`. */
export const ZImportFormFields = z
  .object({
    kind: ZImportKind,
    /** JSON text of a mapping (students). */
    mapping: z.string().max(10_000).optional(),
    /** students: force a preset instead of recognising the header. */
    preset: ZStudentImportPreset.optional(),
    /** sessions_ics: the service the sessions are booked under. */
    serviceId: z.uuid().optional(),
  })
  .strict();

export const ZImportIdParams = z.object({ id: z.uuid() }).strict();

/** Commit body: rows with errors are skipped only when the teacher says so; otherwise they refuse the commit. */
export const ZCommitImportBody = z.object({ skipInvalidRows: z.boolean().default(false) }).strict();
export type TCommitImportBody = z.infer<typeof ZCommitImportBody>;

export const ZImportRowError = z.object({ field: z.string(), message: z.string() });
export type TImportRowError = z.infer<typeof ZImportRowError>;

export const ZImportRowAction = z.enum(['create', 'update', 'skip']);
export type TImportRowAction = z.infer<typeof ZImportRowAction>;

export const ZImportPreviewRow = z.object({
  line: z.number().int(),
  values: z.record(z.string(), z.string().nullable()),
  action: ZImportRowAction,
  errors: z.array(ZImportRowError),
});
export type TImportPreviewRow = z.infer<typeof ZImportPreviewRow>;

export const ZImportCounts = z.object({
  rows: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  skip: z.number().int(),
  errors: z.number().int(),
});
export type TImportCounts = z.infer<typeof ZImportCounts>;

export const ZImportStatus = z.enum(['preview', 'committed', 'undone']);

export const ZImport = z.object({
  id: z.uuid(),
  kind: ZImportKind,
  status: ZImportStatus,
  fileName: z.string(),
  preset: z.string(),
  /** The columns of the file (students), for the page's mapping form. */
  columns: z.array(z.string()),
  mapping: ZImportMapping,
  rows: z.array(ZImportPreviewRow),
  counts: ZImportCounts,
  createdAt: z.iso.datetime(),
  committedAt: z.iso.datetime().nullable(),
  undoneAt: z.iso.datetime().nullable(),
  /** Until when undo is allowed (committed imports). */
  undoUntil: z.iso.datetime().nullable(),
});
export type TImport = z.infer<typeof ZImport>;
