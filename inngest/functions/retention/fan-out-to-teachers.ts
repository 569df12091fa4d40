import type { JobEventDefinition } from '@/lib/jobs/job-events';
import { listTeacherBatch, teacherBatchSize } from '@/lib/data-retention/list-teacher-batch';

type Step = {
  run: <T>(id: string, fn: () => Promise<T>) => Promise<unknown>;
  sendEvent: (id: string, payload: { name: string; data: Record<string, unknown>; id: string }[]) => Promise<unknown>;
};

/**
 * The scan of a scheduled fan-out (decision 0047): pages of teachers (keyset, 1,000 a step), each
 * page sent as one event per teacher. Event ids are `<job>:<teacher>:<runAt>`, so a retried step or
 * a repeated run of the same schedule sends nothing twice (Inngest and the in-process runner drop a
 * known id). Answers how many teachers were sent.
 */
export async function fanOutToTeachers(
  step: Step,
  event: JobEventDefinition<{ teacherId: string; runAt: string }>,
  runAt: string,
  { batchSize = teacherBatchSize }: { batchSize?: number } = {},
): Promise<{ teachers: number }> {
  let after: string | null = null;
  let teachers = 0;
  for (let page = 0; ; page += 1) {
    const cursor: string | null = after;
    const ids = (await step.run(`list-teachers-${page}`, () =>
      listTeacherBatch({ after: cursor, limit: batchSize }),
    )) as string[];
    if (ids.length === 0) break;
    await step.sendEvent(
      `send-teachers-${page}`,
      ids.map((teacherId) => ({
        name: event.name,
        id: `${event.name}:${teacherId}:${runAt}`,
        data: event.schema.parse({ teacherId, runAt }),
      })),
    );
    teachers += ids.length;
    if (ids.length < batchSize) break;
    after = ids[ids.length - 1]!;
  }
  return { teachers };
}
