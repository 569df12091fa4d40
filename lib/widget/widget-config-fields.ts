import type { Prisma } from '@/lib/core/db';
import { readStoredTheme } from './widget-css';
import { normaliseOrigin, type TWidgetConfig } from './schemas';

export const widgetConfigSelect = {
  id: true,
  name: true,
  serviceIds: true,
  theme: true,
  allowedOrigins: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.WidgetConfigSelect;

type Row = Prisma.WidgetConfigGetPayload<{ select: typeof widgetConfigSelect }>;

/** Origins as the widget may use them: a hand-stored value that is not a bare origin is dropped. */
export const readStoredOrigins = (stored: readonly string[]) =>
  stored.map(normaliseOrigin).filter((origin): origin is string => origin !== null);

/** The API's WidgetConfig JSON: the theme and origins as they are served (re-validated). */
export function toWidgetConfigJson(row: Row, last30Days = { views: 0, clicks: 0 }): TWidgetConfig {
  return {
    id: row.id,
    name: row.name,
    serviceIds: row.serviceIds,
    theme: readStoredTheme(row.theme),
    allowedOrigins: readStoredOrigins(row.allowedOrigins),
    customCss: null,
    last30Days,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
