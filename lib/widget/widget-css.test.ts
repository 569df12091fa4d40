import { describe, expect, it } from 'vitest';
import { defaultWidgetTheme, widgetFontStacks } from './schemas';
import { buildStoredWidgetCss, buildWidgetCss, readableOn, readStoredTheme } from './widget-css';

const hostile = ['red;}body{display:none', 'url(javascript:alert(1))', '</style><script>alert(1)</script>'];

describe('widget CSS', () => {
  it('sets custom properties on the .lektio-widget root from the theme', () => {
    const css = buildWidgetCss({ ...defaultWidgetTheme, primaryColor: '#112233', radius: 12, fontFamily: 'serif' });
    expect(css).toContain(':root,.lektio-widget{--lektio-primary:#112233;');
    expect(css).toContain('--lektio-radius:12px');
    expect(css).toContain(`--lektio-font:${widgetFontStacks.serif}`);
  });

  it('re-validates a stored theme field by field: hostile values fall back to defaults and never appear', () => {
    const stored = {
      primaryColor: hostile[0],
      backgroundColor: hostile[1],
      textColor: hostile[2],
      fontFamily: 'x;}body{display:none',
      buttonText: 'Go',
      layout: 'grid"><script>',
      radius: '99px;}',
      extra: '}*{display:none}',
    };
    expect(readStoredTheme(stored)).toEqual({ ...defaultWidgetTheme, buttonText: 'Go' });
    const css = buildStoredWidgetCss(stored);
    for (const value of [...hostile, 'body{display', 'javascript', '<', '99px']) expect(css).not.toContain(value);
    expect(css).toContain(`--lektio-primary:${defaultWidgetTheme.primaryColor}`);
  });

  it('treats anything that is not an object as the default theme', () => {
    for (const stored of [null, 'red', 42, ['#fff']]) expect(readStoredTheme(stored)).toEqual(defaultWidgetTheme);
  });

  it('picks black or white text for the button colour', () => {
    expect(readableOn('#ffffff')).toBe('#000000');
    expect(readableOn('#fff')).toBe('#000000');
    expect(readableOn('#1d4ed8')).toBe('#ffffff');
  });
});
