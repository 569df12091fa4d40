import { randomUUID } from 'node:crypto';
import type { Prisma } from '@/generated/prisma/client';

/** `db` itself or the client of an interactive transaction. */
export type DbClient = Prisma.TransactionClient;

/** 12 random hex characters: keeps e-mails, slugs and codes unique across parallel test workers. */
export const uniqueSuffix = () => randomUUID().replaceAll('-', '').slice(0, 12);

/** Slugs in test data follow the product's own rule. */
export { slugify } from '@/lib/core/slugify';
