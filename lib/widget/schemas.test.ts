import { describe, expect, it } from 'vitest';
import { defaultWidgetTheme, normaliseOrigin, ZWidgetConfigInput, ZWidgetTheme } from './schemas';

const theme = (overrides: Record<string, unknown>) => ({ ...defaultWidgetTheme, ...overrides });
const valid = (overrides: Record<string, unknown>) => ZWidgetTheme.safeParse(theme(overrides)).success;

describe('widget theme', () => {
  it('accepts #rgb and #rrggbb colours only, lower-cased', () => {
    expect(ZWidgetTheme.parse(theme({ primaryColor: '#ABC', textColor: '#0F0F0F' }))).toMatchObject({
      primaryColor: '#abc',
      textColor: '#0f0f0f',
    });
    for (const colour of [
      'red',
      '#abcd',
      '#12345g',
      'red;}body{display:none',
      '#fff;}body{display:none}',
      'url(javascript:alert(1))',
      '</style><script>alert(1)</script>',
      'rgb(0,0,0)',
      'var(--x)',
    ]) {
      expect(valid({ primaryColor: colour }), colour).toBe(false);
      expect(valid({ backgroundColor: colour }), colour).toBe(false);
    }
  });

  it('takes a font from the list only', () => {
    expect(valid({ fontFamily: 'serif' })).toBe(true);
    expect(valid({ fontFamily: 'Comic Sans MS' })).toBe(false);
    expect(valid({ fontFamily: 'serif;}body{display:none' })).toBe(false);
  });

  it('button text: plain, 1-40 characters, no control characters', () => {
    expect(ZWidgetTheme.parse(theme({ buttonText: '  Book a lesson ' })).buttonText).toBe('Book a lesson');
    expect(valid({ buttonText: 'x'.repeat(40) })).toBe(true);
    expect(valid({ buttonText: 'x'.repeat(41) })).toBe(false);
    expect(valid({ buttonText: '   ' })).toBe(false);
    expect(valid({ buttonText: 'Book\nnow' })).toBe(false);
    expect(valid({ buttonText: 'Book\u202enow' })).toBe(false);
  });

  it('layout list|grid|compact and a whole radius 0-24; no other keys', () => {
    expect(valid({ layout: 'compact', radius: 0 })).toBe(true);
    expect(valid({ radius: 24 })).toBe(true);
    expect(valid({ radius: 25 })).toBe(false);
    expect(valid({ radius: -1 })).toBe(false);
    expect(valid({ radius: 4.5 })).toBe(false);
    expect(valid({ radius: '8' })).toBe(false);
    expect(valid({ layout: 'carousel' })).toBe(false);
    expect(valid({ customCss: 'body{}' })).toBe(false);
  });
});

describe('allowed origins', () => {
  it('normalises a bare http(s) origin', () => {
    expect(normaliseOrigin('https://Example.com')).toBe('https://example.com');
    expect(normaliseOrigin('https://example.com/')).toBe('https://example.com');
    expect(normaliseOrigin('https://example.com:443')).toBe('https://example.com');
    expect(normaliseOrigin('http://partner.test:8080')).toBe('http://partner.test:8080');
    expect(normaliseOrigin('http://localhost:3000')).toBe('http://localhost:3000');
  });

  it.each([
    'example.com',
    'https://example.com/booking',
    'https://example.com/?x=1',
    'https://example.com#top',
    'https://user:pw@example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    '*',
    'https://*.example.com',
    "https://'self'",
    'https://a;b.com',
    'https://a,b.com',
    'https://example.com; script-src *',
    'https://intranet',
  ])('refuses %s', (origin) => {
    expect(normaliseOrigin(origin)).toBeNull();
  });

  it('at most 10, duplicates merged', () => {
    const body = (allowedOrigins: string[]) => ({
      name: 'W',
      serviceIds: [],
      theme: defaultWidgetTheme,
      allowedOrigins,
    });
    const many = Array.from({ length: 11 }, (_, i) => `https://site${i}.example`);
    expect(ZWidgetConfigInput.safeParse(body(many)).success).toBe(false);
    expect(ZWidgetConfigInput.parse(body(['https://a.example', 'https://A.example/'])).allowedOrigins).toEqual([
      'https://a.example',
    ]);
  });
});
