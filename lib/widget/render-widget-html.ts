/**
 * The widget as one small HTML document (decision 0043): no framework JavaScript inside a partner's
 * page, and the same markup for the served widget and the teacher's live preview (iframe srcdoc).
 * Client-safe and pure. Every text and attribute is escaped; the theme reaches the markup only as
 * the validated layout key.
 */
import type { TWidgetTheme } from './schemas';

export type WidgetService = {
  id: string;
  name: string;
  description: string | null;
  /** "60 min · €30.00": formatted by the caller. */
  facts: string;
  /** Where the visitor books: the service's public page. */
  href: string;
};

export type WidgetDocumentInput = {
  teacherName: string;
  slug: string;
  configId: string;
  theme: TWidgetTheme;
  services: WidgetService[];
  /** A link to the widget-css route (served widget) or the CSS itself (preview). */
  style: { href: string } | { css: string };
  /** The beacon script (served widget only; the preview runs no script). */
  script?: string;
  /** The widget's own words in the visitor's language (`publicWidget`, issue 32); English without them. */
  words?: WidgetWords;
};

export type WidgetWords = {
  /** The document's `<html lang>`. */
  lang: string;
  title: string;
  heading: string;
  empty: string;
  powered: string;
};

const englishWords = (teacherName: string): WidgetWords => ({
  lang: 'en',
  title: `Book with ${teacherName}`,
  heading: `Lessons with ${teacherName}`,
  empty: 'No lessons are open for booking right now.',
  powered: 'Booking by Lektio',
});

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values: the five characters HTML could read as markup. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => entities[char]!);

function serviceItem(service: WidgetService, buttonText: string): string {
  const description = service.description ? `<p class="lektio-description">${escapeHtml(service.description)}</p>` : '';
  return (
    `<li class="lektio-card"><h2 class="lektio-name">${escapeHtml(service.name)}</h2>` +
    `<p class="lektio-meta">${escapeHtml(service.facts)}</p>${description}` +
    `<a class="lektio-button" href="${escapeHtml(service.href)}" target="_blank" rel="noopener" ` +
    `data-service-id="${escapeHtml(service.id)}">${escapeHtml(buttonText)}` +
    `<span class="lektio-sr">: ${escapeHtml(service.name)}</span></a></li>`
  );
}

export function renderWidgetHtml(input: WidgetDocumentInput): string {
  const { theme } = input;
  const words = input.words ?? englishWords(input.teacherName);
  const style =
    'href' in input.style
      ? `<link rel="stylesheet" href="${escapeHtml(input.style.href)}">`
      : `<style>${input.style.css}</style>`;
  const list =
    input.services.length === 0
      ? `<p class="lektio-empty">${escapeHtml(words.empty)}</p>`
      : `<ul class="lektio-list">${input.services.map((service) => serviceItem(service, theme.buttonText)).join('')}</ul>`;
  const script = input.script ? `<script>${input.script}</script>` : '';
  return (
    `<!doctype html><html lang="${escapeHtml(words.lang)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(words.title)}</title>${style}</head><body>` +
    `<main class="lektio-widget" data-layout="${escapeHtml(theme.layout)}" data-slug="${escapeHtml(input.slug)}" ` +
    `data-config-id="${escapeHtml(input.configId)}"><h1 class="lektio-title">${escapeHtml(words.heading)}</h1>` +
    `${list}<p class="lektio-powered">${escapeHtml(words.powered)}</p></main>${script}</body></html>`
  );
}
