/** Issue 29: what the demo shows a newcomer agrees with itself (privacy notice, widget card, scheduled message). */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { formatInZone } from '@/lib/core/format-time';
import { listCurrentLegalDocuments } from '@/lib/legal/list-current-legal-documents';
import { listWidgetConfigs } from '@/lib/widget/list-widget-configs';
import { DEMO_TEACHER_IDS, seedDemoData } from '../seed-demo';

describe('demo data a newcomer meets', () => {
  it(
    'publishes the privacy notice, counts widget views on an allowed site, writes the message in the teacher zone',
    { timeout: 180_000 },
    async () => {
      await seedDemoData();
      const teacherId = DEMO_TEACHER_IDS.demo;
      const teacher = await db.teacher.findUniqueOrThrow({ where: { id: teacherId }, select: { timezone: true } });

      // The public forms collect personal data: the notice is published, so visitors can read it.
      const documents = await listCurrentLegalDocuments(teacherId);
      expect(documents.find((document) => document.type === 'privacy')).toMatchObject({
        title: 'Privacy notice',
        version: 1,
        bodyMarkdown: expect.stringContaining('Your rights'),
      });

      // The widget card's views were recorded on a site the widget allows.
      const { data: widgets } = await listWidgetConfigs({ teacherId, query: { page: 1, limit: 100 } });
      expect(widgets[0]!.allowedOrigins).toContain('http://localhost:8080');
      expect(widgets[0]!.last30Days.views).toBeGreaterThan(0);

      // The pending message was written in the teacher's zone, for 09:00 on her clock.
      const message = await db.scheduledMessage.findFirstOrThrow({ where: { teacherId, status: 'pending' } });
      expect(message.timezone).toBe(teacher.timezone);
      expect(formatInZone(message.sendAt, teacher.timezone, 'clock')).toBe('09:00');
    },
  );
});
