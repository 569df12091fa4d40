import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/prisma/factories';
import { countWidgetEvents } from './count-widget-events';

describe('countWidgetEvents', () => {
  it("counts views and clicks per widget over the last 30 days, the teacher's own only", async () => {
    const teacher = await createTeacher();
    const [a, b] = await Promise.all(
      ['A', 'B'].map((name) => db.widgetConfig.create({ data: { teacherId: teacher.id, name } })),
    );
    const now = new Date('2026-06-30T12:00:00Z');
    const event = (widgetConfigId: string, type: 'widget_view' | 'widget_click', daysAgo: number) => ({
      teacherId: teacher.id,
      widgetConfigId,
      type,
      source: 'widget' as const,
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
    const counts = await countWidgetEvents(teacher.id, [a!.id, b!.id], now);
    expect(counts.get(a!.id)).toEqual({ views: 2, clicks: 1 });
    expect(counts.get(b!.id)).toEqual({ views: 0, clicks: 1 });
    expect((await countWidgetEvents(other.id, [a!.id], now)).get(a!.id)).toEqual({ views: 0, clicks: 0 });
  });
});
