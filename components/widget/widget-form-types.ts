import type { WidgetService } from '@/lib/widget/render-widget-html';

/** A service as the widget editor knows it: what the widget would show, and whether it may. */
export type WidgetServiceOption = WidgetService & {
  status: string;
  isPrivate: boolean;
  isUnlisted: boolean;
};

/** The services the widget shows for a selection: the same rule as the served widget page. */
export function previewServices(options: WidgetServiceOption[], serviceIds: readonly string[]): WidgetService[] {
  const shown =
    serviceIds.length === 0
      ? options.filter((option) => option.status === 'active' && !option.isPrivate && !option.isUnlisted)
      : options.filter((option) => serviceIds.includes(option.id) && option.status === 'active' && !option.isPrivate);
  return shown.map(({ id, name, description, facts, href }) => ({ id, name, description, facts, href }));
}
