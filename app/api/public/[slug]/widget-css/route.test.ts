/** GET /api/public/:slug/widget-css?configId= — text/css from validated values only. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { defaultWidgetTheme } from '@/lib/widget/schemas';
import { createTeacher } from '@/test/factories';
import { callRoute } from '@/test/http';
import { GET } from './route';

const css = (slug: string, configId: string) =>
  callRoute(GET, { path: `/api/public/${slug}/widget-css?configId=${configId}`, params: { slug } });

async function widget(theme: Record<string, string | number>) {
  const teacher = await createTeacher();
  const config = await db.widgetConfig.create({ data: { teacherId: teacher.id, name: 'W', theme } });
  return { teacher, config };
}

describe('GET /api/public/:slug/widget-css', () => {
  it('answers the theme as CSS custom properties, cacheable for a short while', async () => {
    const { teacher, config } = await widget({ ...defaultWidgetTheme, primaryColor: '#123456', radius: 4 });
    const response = await css(teacher.slug, config.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.text).toContain('--lektio-primary:#123456');
    expect(response.text).toContain('--lektio-radius:4px');
  });

  it('never emits a hostile value stored by hand: each falls back to its default', async () => {
    const { teacher, config } = await widget({
      primaryColor: 'red;}body{display:none',
      backgroundColor: 'url(javascript:alert(1))',
      textColor: '</style><script>alert(1)</script>',
      fontFamily: '"x";}*{display:none}',
      radius: '1px;}',
    });
    const response = await css(teacher.slug, config.id);
    expect(response.status).toBe(200);
    for (const fragment of ['body{display', 'javascript', '</style', '<script', '*{display', '1px;}'])
      expect(response.text).not.toContain(fragment);
    expect(response.text).toContain(`--lektio-background:${defaultWidgetTheme.backgroundColor}`);
  });

  it("is 404 for another teacher's widget, an unknown one and an unknown slug; 400 for a bad id", async () => {
    const mine = await widget(defaultWidgetTheme);
    const theirs = await widget(defaultWidgetTheme);
    expect((await css(mine.teacher.slug, theirs.config.id)).status).toBe(404);
    expect((await css(mine.teacher.slug, crypto.randomUUID())).status).toBe(404);
    expect((await css('no-such-teacher', mine.config.id)).status).toBe(404);
    expect((await css(mine.teacher.slug, 'nope')).status).toBe(400);
  });
});
