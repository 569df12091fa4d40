import { createHash } from 'node:crypto';
import { servicePriceText } from '@/components/public/service-price-text';
import { NotFoundError } from '@/lib/core/errors';
import { negotiateLocale, toLocale, type Locale } from '@/lib/core/locale';
import { chooseLocale, languageCookieName } from '@/lib/http/page-locale';
import { translator } from '@/lib/i18n/translator';
import { formatDuration } from '@/lib/presentation/format';
import { findPublicWidget } from '@/lib/widget/find-public-widget';
import { listWidgetServices } from '@/lib/widget/list-widget-services';
import { renderWidgetHtml } from '@/lib/widget/render-widget-html';
import { widgetBeaconScript } from '@/lib/widget/widget-beacon-script';
import { widgetContentSecurityPolicy } from '@/lib/widget/widget-frame-policy';
import { ZWidgetCssQuery } from '@/lib/widget/schemas';

const scriptHash = `sha256-${createHash('sha256').update(widgetBeaconScript).digest('base64')}`;

function html(body: string, status: number, policy: string) {
  return new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': policy,
      // Short: a teacher's change of services or origins shows within a minute.
      'cache-control': status === 200 ? 'public, max-age=60' : 'no-store',
    },
  });
}

const notFound = () =>
  html(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Widget not found</title></head>' +
      '<body><p>This booking widget does not exist (any more).</p></body></html>',
    404,
    widgetContentSecurityPolicy([]),
  );

/** The cookie the language switcher sets (`lektio-lang`), read from the request itself. */
function languageCookie(req: Request): string | null {
  const match = new RegExp(`(?:^|;\\s*)${languageCookieName}=([^;]+)`).exec(req.headers.get('cookie') ?? '');
  return match ? decodeURIComponent(match[1]!) : null;
}

/** The visitor's language like a public page's (decision 0082): ?lang=, the switcher's cookie, Accept-Language, the teacher's. */
const widgetLocale = (req: Request, teacherLocale: string | null): Promise<Locale> =>
  chooseLocale({
    query: new URL(req.url).searchParams.get('lang'),
    cookie: languageCookie(req),
    acceptLanguage: negotiateLocale(req.headers.get('accept-language')),
    owner: async () => toLocale(teacherLocale),
  });

/**
 * GET /widget/:slug?configId= — the embeddable booking widget (a plain HTML document, not a Next.js
 * page: the Content-Security-Policy frame-ancestors depends on the widget, and a page cannot set its
 * own headers). Framable only from 'self' and the widget's allowed origins.
 */
export async function GET(req: Request, segment: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await segment.params;
  const query = ZWidgetCssQuery.pick({ configId: true }).safeParse({
    configId: new URL(req.url).searchParams.get('configId'),
  });
  if (!query.success) return notFound();
  try {
    const { teacher, config } = await findPublicWidget(slug, query.data.configId);
    const [services, locale] = await Promise.all([
      listWidgetServices(teacher.id, config.serviceIds),
      widgetLocale(req, teacher.locale),
    ]);
    const t = translator(locale, 'publicWidget');
    const price = translator(locale, 'publicService.price');
    const cssHref = `/api/public/${encodeURIComponent(teacher.slug)}/widget-css?configId=${config.id}&v=${config.updatedAt.getTime()}`;
    const body = renderWidgetHtml({
      teacherName: teacher.name,
      slug: teacher.slug,
      configId: config.id,
      theme: config.theme,
      style: { href: cssHref },
      script: widgetBeaconScript,
      words: {
        lang: locale,
        title: t('title', { teacher: teacher.name }),
        heading: t('heading', { teacher: teacher.name }),
        empty: t('empty'),
        powered: t('powered'),
      },
      services: services.map((service) => ({
        id: service.id,
        name: service.name,
        description: service.description,
        facts: [formatDuration(service.durationMinutes, locale), servicePriceText(service, price, locale)]
          .filter(Boolean)
          .join(' · '),
        href: `/${teacher.slug}/services/${service.slug}`,
      })),
    });
    return html(body, 200, widgetContentSecurityPolicy(config.allowedOrigins, scriptHash));
  } catch (error) {
    if (error instanceof NotFoundError) return notFound();
    throw error;
  }
}
