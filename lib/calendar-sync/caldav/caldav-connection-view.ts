import type { TCaldavConnection } from './schemas';

/** The columns a connection is answered from (the sealed password is never selected). */
export const caldavConnectionSelect = {
  id: true,
  serverUrl: true,
  username: true,
  status: true,
  readCalendarUrls: true,
  writeCalendarUrl: true,
  createdAt: true,
} as const;

type Row = Omit<TCaldavConnection, 'createdAt'> & { createdAt: Date };

export const caldavConnectionView = (row: Row): TCaldavConnection => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});
