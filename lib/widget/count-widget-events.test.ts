import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { countWidgetEvents } from './count-widget-events';

describe('countWidgetEvents', () => {
  it("counts views and clicks per widget over the last 30 days, the teacher's own only", async () => {
    const teacher = await createTeacher();
    const [a, b] = await Promise.all(
      ['A', 'B'].map((name) =>
        db.widgetConfig.create({ data: { teacherId: teacher.id, name, allowedOrigins: ['https://school.test'] } }),
      ),
    );
    const now = new Date('2026-06-30T12:00:00Z');
    const event = (widgetConfigId: string, type: 'widget_view' | 'widget_click', daysAgo: number) => ({
      teacherId: teacher.id,
      widgetConfigId,
      type,
      source: 'widget' as const,
      referrer: 'https://school.test',
      createdAt: new Date(now.getTime() - daysAgo * 86_400_000),
    });
    await db.analyticsEvent.createMany({
      data: [
        event(a!.id, 'widget_view', 1),
        event(a!.id, 'widget_view', 29),
        event(a!.id, 'widget_view', 31),
        event(a!.id, 'widget_click', 2),
        event(b!.id, 'widget_click', 0),
      ],
    });
    const other = await createTeacher();
    const counts = await countWidgetEvents(teacher.id, [a!, b!], now);
    expect(counts.get(a!.id)).toEqual({ views: 2, clicks: 1 });
    expect(counts.get(b!.id)).toEqual({ views: 0, clicks: 1 });
    expect((await countWidgetEvents(other.id, [a!], now)).get(a!.id)).toEqual({ views: 0, clicks: 0 });
  });

  it('counts only what was recorded on an allowed site: none for a widget with no site allowed', async () => {
    const teacher = await createTeacher();
    const now = new Date('2026-06-30T12:00:00Z');
    const allowed = await db.widgetConfig.create({
      data: { teacherId: teacher.id, name: 'Allowed', allowedOrigins: ['https://school.test'] },
    });
    const unallowed = await db.widgetConfig.create({ data: { teacherId: teacher.id, name: 'None allowed' } });
    const view = (widgetConfigId: string, referrer: string | null) => ({
      teacherId: teacher.id,
      widgetConfigId,
      type: 'widget_view' as const,
      source: 'widget' as const,
      referrer,
      createdAt: new Date(now.getTime() - 86_400_000),
    });
    await db.analyticsEvent.createMany({
      data: [
        view(allowed.id, 'https://school.test'),
        view(allowed.id, 'https://elsewhere.test'),
        view(allowed.id, null), // the widget's address opened on its own
        view(unallowed.id, 'https://school.test'),
        view(unallowed.id, null),
      ],
    });
    const counts = await countWidgetEvents(teacher.id, [allowed, unallowed], now);
    expect(counts.get(allowed.id)).toEqual({ views: 1, clicks: 0 });
    expect(counts.get(unallowed.id)).toEqual({ views: 0, clicks: 0 });
  });
});
