import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/teacher/settings/route';
import { defaultRetentionSettings } from '@/lib/settings/settings-schemas';
import { callRoute, teacherCookie } from '@/test/http';
import { DEMO_TEACHER_IDS, seedDemoData } from '../seed-demo';

describe('demo teachers', () => {
  it(
    "answer the spec's default retention (contactLogDays 180), their processor account and best streak",
    { timeout: 180_000 },
    async () => {
      await seedDemoData();
      for (const teacherId of Object.values(DEMO_TEACHER_IDS)) {
        const response = await callRoute(GET, {
          path: '/api/teacher/settings',
          cookie: await teacherCookie(teacherId),
        });
        expect(response.status).toBe(200);
        expect(response.json.retentionSettings).toEqual(defaultRetentionSettings);
        expect(response.json.retentionSettings.contactLogDays).toBe(180);
        expect(response.json).toMatchObject({ pspAccountId: expect.stringMatching(/^acct_demo/), bestStreak: 6 });
      }
    },
  );
});
