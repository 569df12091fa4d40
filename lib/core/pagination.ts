import { z } from 'zod';

/** 100 000 pages of 100 rows is ten million rows: past any list we hold, and (page - 1) * limit stays small. */
export const maxPage = 100_000;

export const ZPagination = z.object({
  page: z.coerce.number().int().min(1).max(maxPage).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TPagination = z.infer<typeof ZPagination>;

export type Page<T> = { data: T[]; page: number; limit: number; total: number };

/** Prisma `skip`/`take` for a page. */
export const pageWindow = ({ page, limit }: TPagination) => ({ skip: (page - 1) * limit, take: limit });

export const toPage = <T>(data: T[], total: number, { page, limit }: TPagination): Page<T> => ({
  data,
  page,
  limit,
  total,
});

/** The list envelope of ARCHITECTURE.md §5, for OpenAPI. */
export const ZPage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), page: z.number().int(), limit: z.number().int(), total: z.number().int() });
