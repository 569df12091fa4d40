import { inngest } from '@/inngest/client';
import { driveCopiesTrashRequestedEvent } from '@/lib/jobs/job-events';
import { trashErasedDriveCopies } from '@/lib/privacy/trash-erased-drive-copies';

/** An erasure marked a student's drive copies deleted: move the files to the drive's trash. */
export const trashErasedDriveCopiesFunction = inngest.createFunction(
  {
    id: 'privacy-trash-erased-drive-copies',
    name: "Trash an erased student's drive copies",
    retries: 10,
    triggers: [{ event: driveCopiesTrashRequestedEvent.name }],
  },
  async ({ event, step }) =>
    step.run('trash-copies', () => trashErasedDriveCopies(driveCopiesTrashRequestedEvent.parse(event.data))),
);
