import { publicRoute } from '@/lib/http/route';
import { widgetCssRoute } from '@/lib/widget/contracts';
import { findPublicWidget } from '@/lib/widget/find-public-widget';
import { buildWidgetCss } from '@/lib/widget/widget-css';

// Built only from the re-validated theme; a short public cache (the widget page adds ?v= on change).
export const GET = publicRoute(widgetCssRoute, async ({ params, query }) => {
  const { config } = await findPublicWidget(params.slug, query.configId);
  return new Response(buildWidgetCss(config.theme), {
    headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
});
