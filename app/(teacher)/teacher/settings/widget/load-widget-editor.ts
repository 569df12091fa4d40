import 'server-only';
import { formatServicePrice } from '@/components/catalogue/format-service-price';
import type { WidgetServiceOption } from '@/components/widget/widget-form-types';
import { env } from '@/lib/core/env';
import { formatDuration } from '@/lib/presentation/format';
import { listWidgetServiceOptions } from '@/lib/widget/list-widget-service-options';

/** The editor's services with the same facts line and link the served widget shows. */
export async function loadWidgetServiceOptions(teacher: { id: string; slug: string }): Promise<WidgetServiceOption[]> {
  const services = await listWidgetServiceOptions(teacher.id);
  return services.map((service) => ({
    id: service.id,
    name: service.name,
    description: service.description,
    facts: [formatDuration(service.durationMinutes), formatServicePrice(service)].filter(Boolean).join(' · '),
    href: `/${teacher.slug}/services/${service.slug}`,
    status: service.status,
    isPrivate: service.isPrivate,
    isUnlisted: service.isUnlisted,
  }));
}

/** The widget's public address, as a partner site must load it. */
export const widgetUrl = (slug: string, configId: string) =>
  new URL(`/widget/${encodeURIComponent(slug)}?configId=${configId}`, env().APP_URL).toString();
