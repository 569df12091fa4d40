import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { TWidgetTheme } from './schemas';
import { readStoredOrigins } from './widget-config-fields';
import { readStoredTheme } from './widget-css';

export type PublicWidget = {
  teacher: {
    id: string;
    name: string;
    slug: string;
    /** The widget's language when the visitor's is unknown (0150). */ locale: string | null;
  };
  config: { id: string; theme: TWidgetTheme; allowedOrigins: string[]; serviceIds: string[]; updatedAt: Date };
};

/**
 * A widget as the public sees it, found by the teacher's slug AND its id: another teacher's widget
 * id under this slug is 404, like an unknown one. Theme and origins are re-validated on the way out.
 */
export async function findPublicWidget(slug: string, configId: string): Promise<PublicWidget> {
  const config = await db.widgetConfig.findFirst({
    where: { id: configId, teacher: { slug, deletedAt: null } },
    select: {
      id: true,
      theme: true,
      allowedOrigins: true,
      serviceIds: true,
      updatedAt: true,
      teacher: { select: { id: true, name: true, slug: true, locale: true } },
    },
  });
  if (!config) throw new NotFoundError('Widget');
  const { teacher, ...rest } = config;
  return {
    teacher,
    config: { ...rest, theme: readStoredTheme(rest.theme), allowedOrigins: readStoredOrigins(rest.allowedOrigins) },
  };
}
