/**
 * Zod schemas of the booking widget (issue 16 item 3, decision 0043). Client-safe: the teacher's form
 * validates with the same schemas the routes parse with, and the CSS builder re-validates stored
 * values with them on the way out. Every value that reaches CSS or a header is a closed shape: a hex
 * colour, a font key, an integer, an origin — never free text.
 */
import { z } from 'zod';
import { ZPage, ZPagination } from '@/lib/core/pagination';

export const widgetFonts = ['system', 'sans', 'serif', 'rounded', 'mono'] as const;
export type TWidgetFont = (typeof widgetFonts)[number];

/** The CSS font stack of each font key: the only font text that can reach the CSS. */
export const widgetFontStacks: Record<TWidgetFont, string> = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  sans: '"Helvetica Neue", Helvetica, Arial, sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", Times, serif',
  rounded: 'ui-rounded, "SF Pro Rounded", "Nunito", system-ui, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
};
export const widgetLayouts = ['list', 'grid', 'compact'] as const;

export const maxButtonTextLength = 40;
export const maxAllowedOrigins = 10;
export const maxWidgetServices = 50;

const hexColour = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Use a hex colour such as #1d4ed8')
  .transform((colour) => colour.toLowerCase());

/** Letters, digits, hyphens and dots only: what a host may be, and nothing a header or CSS could misread. */
const hostPattern = /^(?:localhost|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+)$/;

/** `https://Example.com:443/` -> `https://example.com`; null when it is not a bare http(s) origin. */
export function normaliseOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!bare || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  if (!hostPattern.test(url.hostname)) return null;
  // A trailing path or query typed by hand ("https://x.test/?a") is refused, not silently dropped.
  if (/[?#]/.test(value) || /^https?:\/\/[^/]+\/./i.test(value.trim())) return null;
  return url.origin;
}

export const ZWidgetOrigin = z
  .string()
  .max(300, 'At most 300 characters')
  .transform((value, ctx) => {
    const origin = normaliseOrigin(value);
    if (origin) return origin;
    ctx.addIssue({ code: 'custom', message: 'Use an origin such as https://example.com (no path)' });
    return z.NEVER;
  });

export const ZAllowedOrigins = z
  .array(ZWidgetOrigin)
  .max(maxAllowedOrigins, `At most ${maxAllowedOrigins} sites`)
  .transform((origins) => [...new Set(origins)])
  .meta({ description: 'Sites (scheme://host[:port]) allowed to frame the widget; empty: only Lektio itself' });

export const ZButtonText = z
  .string()
  .trim()
  .min(1, 'Write the button text')
  .max(maxButtonTextLength, `At most ${maxButtonTextLength} characters`)
  .regex(/^[^\p{Cc}\p{Cf}]*$/u, 'Plain text only: no control characters');

export const ZWidgetTheme = z
  .object({
    primaryColor: hexColour,
    backgroundColor: hexColour,
    textColor: hexColour,
    fontFamily: z.enum(widgetFonts),
    buttonText: ZButtonText,
    layout: z.enum(widgetLayouts),
    radius: z.int('Use a whole number').min(0, 'From 0 to 24').max(24, 'From 0 to 24'),
  })
  .strict();
export type TWidgetTheme = z.output<typeof ZWidgetTheme>;
export type TWidgetThemeInput = z.input<typeof ZWidgetTheme>;

export const defaultWidgetTheme: TWidgetTheme = {
  primaryColor: '#4f46e5',
  backgroundColor: '#ffffff',
  textColor: '#111827',
  fontFamily: 'system',
  buttonText: 'Book now',
  layout: 'list',
  radius: 8,
};

const ZServiceIds = z
  .array(z.uuid())
  .max(maxWidgetServices, `At most ${maxWidgetServices} services`)
  .transform((ids) => [...new Set(ids)])
  .meta({ description: 'Services shown, in your order; empty: every active listed service' });

const ZWidgetName = z.string().trim().min(1, 'Give the widget a name').max(100, 'At most 100 characters');

/** The teacher's form: every field, the whole theme (the form always shows and sends it all). */
export const ZWidgetConfigInput = z
  .object({ name: ZWidgetName, serviceIds: ZServiceIds, theme: ZWidgetTheme, allowedOrigins: ZAllowedOrigins })
  .strict();
export type TWidgetConfigInput = z.output<typeof ZWidgetConfigInput>;
export type TWidgetConfigFormValues = z.input<typeof ZWidgetConfigInput>;

/** Any of the theme's fields, each checked as in the whole theme; unknown keys refused. */
export const ZWidgetThemePatch = ZWidgetTheme.partial().strict();
export type TWidgetThemePatch = z.output<typeof ZWidgetThemePatch>;

/** `patch` over `base`, field by field; a field the patch leaves out keeps its base value. */
export function mergeWidgetTheme(base: TWidgetTheme, patch: TWidgetThemePatch | undefined): TWidgetTheme {
  const defined = Object.entries(patch ?? {}).filter(([, value]) => value !== undefined);
  return { ...base, ...(Object.fromEntries(defined) as TWidgetThemePatch) };
}

/**
 * POST /api/teacher/widget-configs. `theme` may be left out or sent in part: what is missing takes
 * the default theme's value (`defaultWidgetTheme`), so the widget always has a whole theme.
 */
export const ZCreateWidgetConfigInput = ZWidgetConfigInput.extend({
  theme: ZWidgetThemePatch.optional()
    .transform((theme) => mergeWidgetTheme(defaultWidgetTheme, theme))
    .meta({ description: 'Any of the theme fields; what is left out takes the default theme' }),
}).strict();
export type TCreateWidgetConfigInput = z.output<typeof ZCreateWidgetConfigInput>;

/**
 * PATCH /api/teacher/widget-configs/:id: any fields. A `theme` sent in part changes those theme
 * fields only: the rest keep the widget's stored values (not the defaults), as a PATCH leaves what
 * it does not name.
 */
export const ZUpdateWidgetConfigInput = ZWidgetConfigInput.partial()
  .extend({
    theme: ZWidgetThemePatch.optional().meta({
      description: "Any of the theme fields; the others keep the widget's stored values",
    }),
  })
  .strict()
  .refine((input) => Object.keys(input).length > 0, 'Send at least one field');
export type TUpdateWidgetConfigInput = z.output<typeof ZUpdateWidgetConfigInput>;

export const ZWidgetConfigIdParams = z.object({ id: z.uuid() }).strict();
export const ZListWidgetConfigsQuery = ZPagination.strict();

export const ZWidgetStats = z.object({
  views: z.int().meta({ description: 'widget_view events in the last 30 days on one of the allowed origins' }),
  clicks: z.int().meta({ description: 'widget_click events in the last 30 days on one of the allowed origins' }),
});

/** The theme as answered (already validated): plain output types for the OpenAPI document. */
const ZWidgetThemeJson = z.object({
  primaryColor: z.string().meta({ description: 'Hex colour' }),
  backgroundColor: z.string().meta({ description: 'Hex colour' }),
  textColor: z.string().meta({ description: 'Hex colour' }),
  fontFamily: z.enum(widgetFonts),
  buttonText: z.string(),
  layout: z.enum(widgetLayouts),
  radius: z.int(),
});

export const ZWidgetConfig = z.object({
  id: z.uuid(),
  name: z.string(),
  serviceIds: z.array(z.uuid()),
  theme: ZWidgetThemeJson,
  allowedOrigins: z.array(z.string()),
  /** Raw CSS is never accepted (decision 0043): always null. */
  customCss: z.null(),
  last30Days: ZWidgetStats,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TWidgetConfig = z.infer<typeof ZWidgetConfig>;
export const ZWidgetConfigList = ZPage(ZWidgetConfig);

export const ZWidgetCssQuery = z
  .object({
    configId: z.uuid(),
    /** Cache buster the widget page adds (the config's update time); ignored otherwise. */
    v: z
      .string()
      .regex(/^\d{1,15}$/)
      .optional(),
  })
  .strict();
export const ZWidgetSlugParams = z.object({ slug: z.string().min(1).max(100) }).strict();
