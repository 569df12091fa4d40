/**
 * Schemas of the import of external reviews (POST /api/teacher/reviews/import, decision 0038).
 * Client-safe: the import dialog shows the same limits and row outcomes.
 */
import { z } from 'zod';
import { ZRating, ZReview, ZReviewContent } from '../schemas';

/** Most reviews one import takes (JSON list or CSV rows). */
export const maxImportRows = 500;
/** Largest CSV file (multipart `file` or a text/csv body); a JSON body has the API's 1 MB limit too. */
export const maxImportCsvBytes = 1024 * 1024;
export const maxImportSourceLength = 50;
export const maxImportAuthorLength = 100;
export const maxImportExternalIdLength = 200;

/** The columns of an import CSV (header row, any order, case-insensitive); externalId is optional. */
export const importCsvColumns = ['source', 'author', 'rating', 'date', 'content'] as const;
export const optionalImportCsvColumns = ['externalId'] as const;

/** A review may be dated up to a day ahead (time zones), not further. */
const futureSlackMs = 24 * 60 * 60 * 1000;
const earliestDate = Date.UTC(1990, 0, 1);

/** A calendar date (2026-03-14, midnight UTC) or an ISO 8601 date-time with Z or an offset. */
const ZImportDate = z
  .string('Give the date, e.g. 2026-03-14')
  .trim()
  .pipe(z.union([z.iso.date(), z.iso.datetime({ offset: true })], 'Give the date as 2026-03-14 or an ISO date-time'))
  .transform((text) => new Date(text.length === 10 ? `${text}T00:00:00Z` : text))
  .refine((date) => date.getTime() <= Date.now() + futureSlackMs, 'The date is in the future')
  .refine((date) => date.getTime() >= earliestDate, 'The date is before 1990');

/** One external review. Strings are trimmed; an empty content is none. */
export const ZImportReviewRow = z
  .object({
    source: z
      .string('Name the source, e.g. google')
      .trim()
      .min(1, 'Name the source, e.g. google')
      .max(maxImportSourceLength, `At most ${maxImportSourceLength} characters`),
    author: z
      .string("Give the reviewer's name")
      .trim()
      .min(1, "Give the reviewer's name")
      .max(maxImportAuthorLength, `At most ${maxImportAuthorLength} characters`),
    rating: ZRating,
    date: ZImportDate,
    content: ZReviewContent.optional(),
    externalId: z
      .string()
      .trim()
      .min(1, 'Leave externalId out rather than empty')
      .max(maxImportExternalIdLength, `At most ${maxImportExternalIdLength} characters`)
      .optional()
      .meta({ description: "The review's id at the source; without it a hash of source, author, date and content" }),
  })
  .strict();
export type TImportReviewRow = z.output<typeof ZImportReviewRow>;

/** The JSON body; each row is checked on its own so that every bad row is reported (`rows.N.field`). */
export const ZImportReviewsJson = z
  .object({
    reviews: z
      .array(z.unknown())
      .min(1, 'Add at least one review')
      .max(maxImportRows, `At most ${maxImportRows} reviews per import`)
      .meta({ description: 'Objects of { source, author, rating, date, content?, externalId? }' }),
  })
  .strict();

export const ZImportReviewsQuery = z
  .object({
    dryRun: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .default(false)
      .meta({ description: 'true: import nothing, answer what would be imported, skipped or refused per row' }),
  })
  .strict();

export const ZImportRowStatus = z.enum(['new', 'imported', 'duplicate', 'invalid']).meta({
  description:
    'new: would be imported (dry run); imported; duplicate: already imported or repeated in the file (skipped); invalid: see errors',
});
export type TImportRowStatus = z.infer<typeof ZImportRowStatus>;

/** One row as it was read, with its outcome; fields are null when missing or unreadable. */
export const ZImportRowOutcome = z.object({
  /** 1-based: the Nth review of the list, or the Nth line after the CSV header. */
  row: z.int(),
  status: ZImportRowStatus,
  source: z.string().nullable(),
  author: z.string().nullable(),
  rating: z.number().nullable(),
  date: z.string().nullable(),
  content: z.string().nullable(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type TImportRowOutcome = z.infer<typeof ZImportRowOutcome>;

export const ZImportReviewsResult = z.object({
  dryRun: z.boolean(),
  imported: z.int().meta({ description: 'Imported (dry run: would be imported)' }),
  skipped: z.int().meta({ description: 'Duplicates: already imported, or repeated in the file' }),
  invalid: z.int().meta({ description: 'Refused rows (only a dry run answers with any)' }),
  data: z.array(ZReview).meta({ description: 'The imported reviews (empty in a dry run)' }),
  rows: z.array(ZImportRowOutcome),
});
export type TImportReviewsResult = z.infer<typeof ZImportReviewsResult>;
