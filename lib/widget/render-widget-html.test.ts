import { describe, expect, it } from 'vitest';
import { embedSnippet } from './embed-snippet';
import { renderWidgetHtml } from './render-widget-html';
import { defaultWidgetTheme } from './schemas';

const base = {
  teacherName: 'Ana <b>Ruiz</b>',
  slug: 'ana',
  configId: '6b0e0f7e-8f0e-4a44-9d1a-2f6f7c1b2a10',
  theme: { ...defaultWidgetTheme, buttonText: 'Book "now" <i>' },
  style: { href: '/api/public/ana/widget-css?configId=x&v=1' },
};

describe('widget HTML', () => {
  it('escapes every text and attribute', () => {
    const html = renderWidgetHtml({
      ...base,
      services: [
        {
          id: 'id"onclick="x',
          name: '<script>alert(1)</script>',
          description: '</p><img src=x onerror=alert(1)>',
          facts: '60 min · €30',
          href: '/ana/services/a"b',
        },
      ],
    });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('id"onclick');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Book &quot;now&quot; &lt;i&gt;');
    expect(html).toContain('href="/api/public/ana/widget-css?configId=x&amp;v=1"');
    expect(html).toContain('target="_blank" rel="noopener"');
  });

  it('says so when there is nothing to book, and runs no script unless given one', () => {
    const html = renderWidgetHtml({ ...base, services: [], style: { css: '.lektio-widget{}' } });
    expect(html).toContain('No lessons are open for booking right now.');
    expect(html).toContain('<style>.lektio-widget{}</style>');
    expect(html).not.toContain('<script');
  });
});

describe('embed snippet', () => {
  it('is one iframe of the widget URL with the teacher name escaped', () => {
    expect(embedSnippet('https://lektio.example/widget/ana?configId=1&x', 'Ana "A" <Ruiz>')).toBe(
      '<iframe src="https://lektio.example/widget/ana?configId=1&amp;x" title="Book a lesson with Ana &quot;A&quot; &lt;Ruiz&gt;" ' +
        'width="100%" height="600" style="border:0;max-width:100%" loading="lazy"></iframe>',
    );
  });
});
