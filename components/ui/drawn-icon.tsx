import { createElement, type ReactElement, type SVGProps } from 'react';
import type { LucideIcon, LucideIconData } from 'lucide-react';

type Props = Omit<SVGProps<SVGSVGElement>, 'ref'> & { icon: LucideIcon };

type LucideRender = { render: (props: object, ref: null) => ReactElement<{ icon: LucideIconData }> };
type Drawing = { data: LucideIconData; shapes: ReactElement[] };
const drawings = new WeakMap<LucideIcon, Drawing>();

/**
 * The icon's data (each lucide icon's render hands it to lucide's `Icon`) and its shapes as elements,
 * made once per icon: the same elements in every instance are written once into the RSC payload
 * (React refers back to an object it has sent), so twenty-five stars carry one star's path.
 */
function drawingOf(icon: LucideIcon): Drawing {
  let drawing = drawings.get(icon);
  if (!drawing) {
    const data = (icon as unknown as LucideRender).render({}, null).props.icon;
    drawing = { data, shapes: data.node.map(([tag, attributes]) => createElement(tag, attributes)) };
    drawings.set(icon, drawing);
  }
  return drawing;
}

/** Lucide's own class list: `lucide lucide-<name>` (and its aliases), then the caller's, each once. */
function classesOf(data: LucideIconData, className: string | undefined) {
  const names = [data.name, ...(data.aliases ?? [])].filter(Boolean).map((name) => `lucide-${String(name)}`);
  return [...new Set(['lucide', ...names, ...(className ?? '').split(/\s+/)].filter(Boolean))].join(' ');
}

/**
 * A lucide icon drawn where it is rendered: the same `<svg>` as `<Star />` (lucide's attributes,
 * classes and `aria-hidden` when it has no accessible name), without lucide's `Icon`, which is a
 * client component. Drawn by a server component, an icon is plain markup: lucide's `<Star />` there
 * is a client reference with its shapes in the RSC payload, and each one is hydrated in the browser
 * (89 of them on the teacher's public page, most of them review stars: issue 38, item 6, 0185).
 */
export function DrawnIcon({ icon, className, ...rest }: Props) {
  const { data, shapes } = drawingOf(icon);
  const labelled = Object.entries(rest).some(
    ([name, value]) => value != null && (name.startsWith('aria-') || name === 'role' || name === 'title'),
  );
  const size = data.size ?? 24;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox={`0 0 ${size} ${size}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={classesOf(data, className)}
      aria-hidden={labelled ? undefined : 'true'}
      {...rest}
    >
      {shapes}
    </svg>
  );
}
