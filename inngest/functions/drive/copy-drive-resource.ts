import { inngest } from '@/inngest/client';
import { copyDriveResource } from '@/lib/drive/copy-drive-resource';
import { driveCopyRequestedEvent } from '@/lib/jobs/job-events';

/** A drive resource linked to a student's session: copy it into the student's Drive folder. */
export const copyDriveResourceFunction = inngest.createFunction(
  {
    id: 'drive-copy-resource',
    name: "Copy a session resource into the student's Drive folder",
    // Quotas (429) and outages are retried with the engine's backoff.
    retries: 8,
    triggers: [{ event: driveCopyRequestedEvent.name }],
  },
  async ({ event, step }) => step.run('copy', () => copyDriveResource(driveCopyRequestedEvent.parse(event.data))),
);
