import { randomUUID } from 'node:crypto';
import type { Prisma } from '@/generated/prisma/client';

/** `db` itself or the client of an interactive transaction. */
export type DbClient = Prisma.TransactionClient;

/** 12 random hex characters: keeps e-mails, slugs and codes unique across parallel test workers. */
export const uniqueSuffix = () => randomUUID().replaceAll('-', '').slice(0, 12);

/** Lower-case ASCII words joined by dashes: fits `^[a-z0-9-]+$` (slugs) and e-mail local parts. */
export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'item';
