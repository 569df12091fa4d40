import { inngest } from '@/inngest/client';
import { purgeStoredFiles } from '@/lib/materials/uploads/purge-stored-files';

/** Daily: files trashed beyond the retention go for good, and deleted resources' files leave the store. */
export const purgeStoredFilesFunction = inngest.createFunction(
  { id: 'materials-purge-stored-files', name: 'Purge stored files', triggers: [{ cron: 'TZ=UTC 40 3 * * *' }] },
  async ({ step }) => step.run('purge', () => purgeStoredFiles()),
);
