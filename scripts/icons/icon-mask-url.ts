import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LucideIcon } from 'lucide-react';

/**
 * A lucide icon as a CSS `url("data:image/svg+xml,...")` for `mask-image`: the icon's own markup
 * (what the `<svg>` element rendered), without its size and classes, drawn in black (a mask keeps
 * only the alpha; the element's `background-color: currentColor` colours it).
 */
export function iconMaskUrl(Icon: LucideIcon): string {
  const svg = renderToStaticMarkup(createElement(Icon))
    .replace(/^<svg[^>]*>/, (tag) =>
      tag
        .replace(/ (?:width|height|class|aria-hidden)="[^"]*"/g, '')
        .replace('stroke="currentColor"', 'stroke="black"'),
    )
    .replace(/><\/(?:path|rect|circle|line|polyline|polygon|ellipse)>/g, '/>')
    .replaceAll('"', "'");
  const encoded = svg.replaceAll('%', '%25').replaceAll('#', '%23').replaceAll('<', '%3C').replaceAll('>', '%3E');
  return `url("data:image/svg+xml,${encoded}")`;
}
