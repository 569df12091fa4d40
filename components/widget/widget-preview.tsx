'use client';

import { useTranslations } from 'next-intl';
import type { TWidgetTheme } from '@/lib/widget/schemas';
import { renderWidgetHtml, type WidgetService } from '@/lib/widget/render-widget-html';
import { buildWidgetCss, readStoredTheme } from '@/lib/widget/widget-css';

type Props = {
  teacher: { name: string; slug: string };
  theme: Partial<Record<keyof TWidgetTheme, unknown>>;
  services: WidgetService[];
};

/**
 * The widget as it will look, rendered from the form's current values with the same HTML and CSS
 * as the served widget (a value that does not pass validation shows as its default, as it would be
 * served). A sandboxed srcdoc frame: no script runs, no event is recorded.
 */
export function WidgetPreview({ teacher, theme, services }: Props) {
  const safeTheme = readStoredTheme(theme);
  const t = useTranslations('teacherSettingsWidget.preview');
  const html = renderWidgetHtml({
    teacherName: teacher.name,
    slug: teacher.slug,
    configId: 'preview',
    theme: safeTheme,
    services,
    style: { css: buildWidgetCss(safeTheme) },
  });
  return (
    <iframe
      title={t('title')}
      srcDoc={html}
      sandbox=""
      className="border-border h-[28rem] w-full rounded-lg border bg-white"
    />
  );
}
