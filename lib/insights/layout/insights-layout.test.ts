import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { readInsightsLayout } from './schemas';
import { updateInsightsLayout } from './update-insights-layout';

const allShown = { overview: true, quality: true, funnel: true, earnings: true, retention: true, content: true };

describe('readInsightsLayout', () => {
  it('shows every section when nothing (or something unreadable) is stored', () => {
    expect(readInsightsLayout(null)).toEqual({ sections: allShown });
    expect(readInsightsLayout(['funnel'])).toEqual({ sections: allShown });
  });

  it('hides only the sections stored as false', () => {
    expect(readInsightsLayout({ funnel: false, content: 'no', quality: true })).toEqual({
      sections: { ...allShown, funnel: false },
    });
  });
});

describe('updateInsightsLayout', () => {
  it("stores the teacher's sections and nobody else's", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const sections = { ...allShown, retention: false };
    await expect(updateInsightsLayout({ teacherId: teacher.id, input: { sections } })).resolves.toEqual({ sections });
    const [mine, theirs] = await Promise.all(
      [teacher.id, other.id].map((id) =>
        db.teacher.findUniqueOrThrow({ where: { id }, select: { insightsLayout: true } }),
      ),
    );
    expect(readInsightsLayout(mine!.insightsLayout).sections.retention).toBe(false);
    expect(theirs!.insightsLayout).toBeNull();
  });
});
