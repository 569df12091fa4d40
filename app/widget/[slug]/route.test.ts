/** GET /widget/:slug?configId= — the framable widget page, and the proxy keeping every other page DENY. */
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { defaultWidgetTheme } from '@/lib/widget/schemas';
import { proxy } from '@/proxy';
import { createService, createTeacher } from '@/test/factories';
import { callRoute } from '@/test/http';
import { GET } from './route';

const page = (slug: string, configId: string) =>
  callRoute(GET as Parameters<typeof callRoute>[0], { path: `/widget/${slug}?configId=${configId}`, params: { slug } });
const frameAncestors = (policy: string | null) =>
  policy
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-ancestors'));

async function widget(data: { serviceIds?: string[]; allowedOrigins?: string[]; theme?: object } = {}) {
  const teacher = await createTeacher({ name: 'Ana Ruiz' });
  const piano = await createService({ teacherId: teacher.id, name: 'Piano lessons', sortOrder: 1 });
  const guitar = await createService({ teacherId: teacher.id, name: 'Guitar lessons', sortOrder: 2 });
  const config = await db.widgetConfig.create({ data: { teacherId: teacher.id, name: 'W', ...data } });
  return { teacher, piano, guitar, config };
}

describe('GET /widget/:slug', () => {
  it('may be framed by itself and the allowed origins only, and shows the services with links to book', async () => {
    const { teacher, piano, config } = await widget({
      allowedOrigins: ['https://ana.example', 'http://partner.test:8080'],
      theme: { ...defaultWidgetTheme, buttonText: 'Reserve', layout: 'grid' },
    });
    const response = await page(teacher.slug, config.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(frameAncestors(response.headers.get('content-security-policy'))).toBe(
      "frame-ancestors 'self' https://ana.example http://partner.test:8080",
    );
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.text).toContain('Piano lessons');
    expect(response.text).toContain('Guitar lessons');
    expect(response.text).toContain(`href="/${teacher.slug}/services/${piano.slug}" target="_blank"`);
    expect(response.text).toContain('data-layout="grid"');
    expect(response.text).toContain('>Reserve<');
    expect(response.text).toContain(`/api/public/${teacher.slug}/widget-css?configId=${config.id}&amp;v=`);
  });

  it('without allowed origins only Lektio may frame it; a hand-stored hostile origin never reaches the header', async () => {
    const { teacher, config } = await widget({
      allowedOrigins: ["https://x.example; script-src 'unsafe-inline'", '*'],
    });
    const response = await page(teacher.slug, config.id);
    expect(frameAncestors(response.headers.get('content-security-policy'))).toBe("frame-ancestors 'self'");
    expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  });

  it('allows its one inline script by hash and nothing else', async () => {
    const { teacher, config } = await widget();
    const policy = (await page(teacher.slug, config.id)).headers.get('content-security-policy')!;
    expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("default-src 'none'");
  });

  it('shows only the chosen services that are active and not private', async () => {
    const { teacher, guitar, piano } = await widget();
    const privateOne = await createService({ teacherId: teacher.id, name: 'Private coaching', isPrivate: true });
    const config = await db.widgetConfig.create({
      data: { teacherId: teacher.id, name: 'Guitar only', serviceIds: [guitar.id, privateOne.id] },
    });
    const html = (await page(teacher.slug, config.id)).text;
    expect(html).toContain('Guitar lessons');
    expect(html).not.toContain(piano.name);
    expect(html).not.toContain('Private coaching');
  });

  it("is 404 for another teacher's widget, an unknown slug or a bad id", async () => {
    const mine = await widget();
    const theirs = await widget();
    expect((await page(mine.teacher.slug, theirs.config.id)).status).toBe(404);
    expect((await page('no-such-teacher', mine.config.id)).status).toBe(404);
    expect((await page(mine.teacher.slug, 'nope')).status).toBe(404);
  });
});

describe('proxy framing rule', () => {
  const framing = (path: string) =>
    proxy(new NextRequest(`http://localhost:3000${path}`)).headers.get('x-frame-options');

  it('leaves only /widget/<slug> without X-Frame-Options; every other page stays DENY', () => {
    expect(framing('/widget/ana?configId=x')).toBeNull();
    for (const path of [
      '/teacher',
      '/teacher/settings/widget',
      '/ana',
      '/ana/services/piano',
      '/widget/ana/x',
      '/portal',
    ])
      expect(framing(path), path).toBe('DENY');
  });
});
