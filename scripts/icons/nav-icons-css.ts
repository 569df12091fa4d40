import type { LucideIcon } from 'lucide-react';
import { iconMaskUrl } from './icon-mask-url';

/** One rule per icon: `[data-icon='<key>']` inside `scope` gets the icon as its mask. */
export function navIconsCss(scope: string, icons: Record<string, LucideIcon>, header: string): string {
  const rules = Object.entries(icons).map(
    ([key, Icon]) => `${scope} [data-icon='${key}'] {\n  mask-image: ${iconMaskUrl(Icon)};\n}\n`,
  );
  return `${header}\n${rules.join('')}`;
}
