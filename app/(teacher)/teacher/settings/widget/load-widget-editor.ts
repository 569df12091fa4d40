import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { servicePriceText } from '@/components/public/service-price-text';
import type { WidgetServiceOption } from '@/components/widget/widget-form-types';
import { env } from '@/lib/core/env';
import { toLocale } from '@/lib/core/locale';
import { formatDuration } from '@/lib/presentation/format';
import { listWidgetServiceOptions } from '@/lib/widget/list-widget-service-options';

/** The editor's services with the same facts line and link the served widget shows. */
export async function loadWidgetServiceOptions(teacher: { id: string; slug: string }): Promise<WidgetServiceOption[]> {
  // The teacher's language: the preview shows the facts as the widget does for a visitor reading it.
  const [services, locale, price] = await Promise.all([
    listWidgetServiceOptions(teacher.id),
    getLocale().then(toLocale),
    getTranslations('publicService.price'),
  ]);
  return services.map((service) => ({
    id: service.id,
    name: service.name,
    description: service.description,
    facts: [formatDuration(service.durationMinutes, locale), servicePriceText(service, price, locale)]
      .filter(Boolean)
      .join(' · '),
    href: `/${teacher.slug}/services/${service.slug}`,
    status: service.status,
    isPrivate: service.isPrivate,
    isUnlisted: service.isUnlisted,
  }));
}

/** The widget's public address, as a partner site must load it. */
export const widgetUrl = (slug: string, configId: string) =>
  new URL(`/widget/${encodeURIComponent(slug)}?configId=${configId}`, env().APP_URL).toString();
