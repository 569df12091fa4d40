/** The scheduled-messages page sends the same statements for few and three times as many messages (issue #20, item 6). */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { listScheduledMessages } from './list-scheduled-messages';
import { ZListScheduledMessagesQuery } from './schemas';

async function teacherWithMessages(messages: number) {
  const teacher = await createTeacher();
  const student = await createStudent({ teacherId: teacher.id });
  await db.scheduledMessage.createMany({
    data: Array.from({ length: messages }, (_, index) => ({
      teacherId: teacher.id,
      studentId: student.id,
      body: `Reminder ${index}`,
      sendAt: new Date(Date.now() + (index + 1) * 3_600_000),
      status: index % 3 ? ('pending' as const) : ('sent' as const),
    })),
  });
  return teacher.id;
}

describe('listScheduledMessages statement count', () => {
  it.each([{}, { status: 'pending' }])(
    'is constant as the list grows (%o)',
    async (filters) => {
      const query = ZListScheduledMessagesQuery.parse({ limit: 50, ...filters });
      const run = (teacherId: string) => () => listScheduledMessages({ teacherId, query });
      const small = await countQueries(run(await teacherWithMessages(30)));
      const large = await countQueries(run(await teacherWithMessages(90)));
      expect(small.result.data.length).toBeGreaterThan(0);
      expect(large.count).toBe(small.count);
      // The page, the count, and one statement each for the students and tags named (never per row).
      expect(small.count).toBeLessThanOrEqual(4);
    },
    120_000,
  );
});
