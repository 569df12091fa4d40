import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LegalMarkdown, safeUrl } from './markdown';

const render = (markdown: string) => renderToStaticMarkup(<LegalMarkdown>{markdown}</LegalMarkdown>);

describe('LegalMarkdown', () => {
  it('renders headings, lists, emphasis and safe links', () => {
    const html = render('# Terms\n\n- **one**\n- two\n\n[site](https://example.com) [mail](mailto:a@b.c)');
    expect(html).toContain('<h1>Terms</h1>');
    expect(html).toContain('<strong>one</strong>');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('href="mailto:a@b.c"');
  });

  it('drops raw HTML: a script tag and an img with onerror never reach the page', () => {
    const html = render(
      'Before\n\n<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\nInline <b onclick="alert(3)">bold</b> text',
    );
    expect(html).not.toMatch(/<script|<img|onerror|onclick|<b[ >]/i);
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('Before');
  });

  it('turns javascript:, data: and relative links into plain text and renders no Markdown image', () => {
    const html = render(
      '[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [rel](/x) [ent](&#106;avascript:alert(1))\n\n' +
        '![pixel](https://tracker.example/p.gif) ![bad](javascript:alert(4))',
    );
    expect(html).not.toMatch(/javascript:|data:text|<img|href="\/x"/i);
    expect(html).not.toContain('<a');
    expect(html).toContain('click');
  });

  it('keeps only http, https and mailto URLs', () => {
    expect(safeUrl('https://a.example/x', 'href', {} as never)).toBe('https://a.example/x');
    expect(safeUrl('HTTP://a.example', 'href', {} as never)).toBe('HTTP://a.example');
    for (const url of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JaVaScRiPt:x',
      'vbscript:x',
      'data:x',
      '/rel',
      '#top',
    ]) {
      expect(safeUrl(url, 'href', {} as never)).toBe('');
    }
  });
});
