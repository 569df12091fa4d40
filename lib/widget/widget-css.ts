/**
 * The widget's stylesheet, built only from validated theme values (decision 0043). Client-safe: the
 * teacher's live preview renders with the very same CSS. Stored JSON is re-validated field by field
 * on the way out: a value stored by hand that is not a hex colour, a font key, a layout or an
 * integer 0-24 falls back to its default and never reaches the CSS.
 */
import { defaultWidgetTheme, widgetFontStacks, ZWidgetTheme, type TWidgetTheme } from './schemas';

/** The stored theme as the widget may use it: each field valid or its default. */
export function readStoredTheme(stored: unknown): TWidgetTheme {
  const record = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {};
  const shape = ZWidgetTheme.shape;
  const field = <K extends keyof TWidgetTheme>(key: K): TWidgetTheme[K] => {
    const parsed = shape[key].safeParse((record as Record<string, unknown>)[key]);
    return parsed.success ? (parsed.data as TWidgetTheme[K]) : defaultWidgetTheme[key];
  };
  return {
    primaryColor: field('primaryColor'),
    backgroundColor: field('backgroundColor'),
    textColor: field('textColor'),
    fontFamily: field('fontFamily'),
    buttonText: field('buttonText'),
    layout: field('layout'),
    radius: field('radius'),
  };
}

/** The layout-independent rules; every themed value comes from the custom properties. */
const baseCss = `
.lektio-widget *,.lektio-widget *::before,.lektio-widget *::after{box-sizing:border-box}
html,body{margin:0;padding:0;background:var(--lektio-background)}
.lektio-widget{font-family:var(--lektio-font);color:var(--lektio-text);background:var(--lektio-background);padding:16px;line-height:1.5;font-size:15px}
.lektio-title{margin:0 0 12px;font-size:18px;font-weight:600}
.lektio-list{list-style:none;margin:0;padding:0;display:grid;gap:12px;grid-template-columns:1fr}
.lektio-widget[data-layout="grid"] .lektio-list{grid-template-columns:repeat(auto-fill,minmax(200px,1fr))}
.lektio-widget[data-layout="grid"] .lektio-button{margin-top:auto}
.lektio-card{display:flex;flex-direction:column;gap:6px;padding:14px;border:1px solid color-mix(in srgb,var(--lektio-text) 14%,transparent);border-radius:var(--lektio-radius);background:var(--lektio-background)}
.lektio-widget[data-layout="compact"] .lektio-list{gap:6px}
.lektio-widget[data-layout="compact"] .lektio-card{flex-direction:row;align-items:center;flex-wrap:wrap;padding:8px 12px}
.lektio-widget[data-layout="compact"] .lektio-description{display:none}
.lektio-widget[data-layout="compact"] .lektio-name{flex:1 1 10rem}
.lektio-name{margin:0;font-size:16px;font-weight:600;overflow-wrap:anywhere}
.lektio-meta{margin:0;font-size:14px;opacity:.8}
.lektio-description{margin:0;font-size:14px;opacity:.85;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}
.lektio-button{align-self:flex-start;display:inline-block;margin-top:4px;padding:8px 14px;border-radius:var(--lektio-radius);background:var(--lektio-primary);color:var(--lektio-on-primary);font-weight:600;font-size:14px;text-decoration:none}
.lektio-button:hover{filter:brightness(1.08)}
.lektio-button:focus-visible{outline:2px solid var(--lektio-primary);outline-offset:2px}
.lektio-empty{margin:0;opacity:.8}
.lektio-powered{margin:12px 0 0;font-size:12px;opacity:.6}
.lektio-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`.trim();

/** Black or white, whichever reads better on a hex colour (WCAG relative luminance). */
export function readableOn(hex: string): '#000000' | '#ffffff' {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/** The whole stylesheet for a theme that has passed ZWidgetTheme (or readStoredTheme). */
export function buildWidgetCss(theme: TWidgetTheme): string {
  const properties = [
    `--lektio-primary:${theme.primaryColor}`,
    `--lektio-on-primary:${readableOn(theme.primaryColor)}`,
    `--lektio-background:${theme.backgroundColor}`,
    `--lektio-text:${theme.textColor}`,
    `--lektio-font:${widgetFontStacks[theme.fontFamily]}`,
    `--lektio-radius:${theme.radius}px`,
  ];
  return `:root,.lektio-widget{${properties.join(';')}}\n${baseCss}\n`;
}

/** The stylesheet of a stored theme: re-validated first, so nothing hand-stored slips through. */
export const buildStoredWidgetCss = (stored: unknown) => buildWidgetCss(readStoredTheme(stored));
