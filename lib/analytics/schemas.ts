/**
 * Public analytics and widget events (issue 16 items 3-4, decision 0043). Client-safe. A small,
 * strict set of fields: what happened, on which service or widget, an anonymous per-tab visitor id,
 * the page path without its query and the referring site reduced to its origin. Nothing personal.
 */
import { z } from 'zod';

export const publicEventTypes = [
  'page_view',
  'service_view',
  'availability_view',
  'booking_started',
  'booking_completed',
] as const;
export const widgetEventTypes = ['widget_view', 'widget_click'] as const;
export type TPublicEventType = (typeof publicEventTypes)[number];

export const maxEventPathLength = 300;

/** A random id the browser keeps for the tab (sessionStorage); not a cookie, not a session. */
export const ZVisitorId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'A random id of 8-64 letters, digits, - or _')
  .meta({ description: 'Anonymous visitor id kept in the tab (sessionStorage), 8-64 of [A-Za-z0-9_-]' });

/** The page path only: a query or fragment (which may carry an e-mail or a token) is cut off. */
export const ZEventPath = z
  .string()
  .max(maxEventPathLength, `At most ${maxEventPathLength} characters`)
  .regex(/^\/[^\s\p{Cc}]*$/u, 'A path starting with /')
  .transform((path) => path.split(/[?#]/)[0]!);

/** The referring page reduced to its origin (`https://example.com`); anything else is dropped. */
export function referrerOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
export const ZReferrer = z.string().max(2000, 'At most 2000 characters').transform(referrerOrigin);

const serviceNamed = (input: { type: string; serviceId?: string }, ctx: z.RefinementCtx, types: string[]) => {
  if (types.includes(input.type) && !input.serviceId) {
    ctx.addIssue({ code: 'custom', path: ['serviceId'], message: `A ${input.type} event names its service` });
  }
};

export const ZPublicEventInput = z
  .object({
    type: z.enum(publicEventTypes),
    serviceId: z.uuid().optional(),
    visitorId: ZVisitorId.optional(),
    path: ZEventPath.optional(),
    referrer: ZReferrer.optional(),
  })
  .strict()
  .superRefine((input, ctx) => serviceNamed(input, ctx, ['service_view']));
export type TPublicEventInput = z.output<typeof ZPublicEventInput>;

export const ZWidgetEventInput = z
  .object({
    configId: z.uuid(),
    type: z.enum(widgetEventTypes),
    serviceId: z.uuid().optional(),
    visitorId: ZVisitorId.optional(),
    /** The page that frames the widget (its origin is kept): views count only on the widget's allowed sites. */
    referrer: ZReferrer.optional(),
  })
  .strict()
  .superRefine((input, ctx) => serviceNamed(input, ctx, ['widget_click']));
export type TWidgetEventInput = z.output<typeof ZWidgetEventInput>;

export const ZEventAccepted = z.object({ accepted: z.literal(true) });
export const ZEventSlugParams = z.object({ slug: z.string().min(1).max(100) }).strict();
