import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cn } from '@/lib/presentation/cn';
import { Button, buttonVariants } from './button';
import { Input } from './input';
import { Select } from './select';

/** `.name { @apply ...; }` of a stylesheet: each short class's utilities (decision 0184). */
function appliedClasses(file: string): Map<string, string> {
  const css = readFileSync(new URL(file, import.meta.url), 'utf8');
  return new Map([...css.matchAll(/\.([\w-]+)\s*\{\s*@apply\s+([^;]+);\s*\}/g)].map((match) => [match[1]!, match[2]!]));
}
const sorted = (classes: string) => classes.split(/\s+/).filter(Boolean).sort();
const classOf = (html: string, tag: string) => new RegExp(`<${tag}[^>]* class="([^"]*)"`).exec(html)?.[1] ?? '';
/** What the short classes come to: their utilities in stylesheet order, resolved as tailwind-merge resolves the long list. */
const expand = (sheet: Map<string, string>, shortClasses: string) =>
  cn(...shortClasses.split(' ').map((name) => sheet.get(name) ?? `missing:${name}`));

describe('short classes are the long class lists (decision 0184)', () => {
  it('button.css gives every variant and size the classes of buttonVariants', () => {
    const sheet = appliedClasses('./button.css');
    for (const variant of ['primary', 'secondary', 'ghost', 'danger', 'link'] as const) {
      for (const size of ['sm', 'md', 'lg', 'icon', 'icon-sm'] as const) {
        const short = classOf(renderToStaticMarkup(<Button variant={variant} size={size} />), 'button');
        expect(short).toBe(`btn btn-${variant} btn-${size}`);
        // As Button renders the long list (cn, so a size wins over the link variant's height and padding).
        expect(sorted(expand(sheet, short))).toEqual(sorted(cn(buttonVariants({ variant, size }))));
      }
    }
  });

  it("control.css gives Input and Select the classes they have with a caller's className", () => {
    const sheet = appliedClasses('./control.css');
    const input = (className?: string) => classOf(renderToStaticMarkup(<Input className={className} />), 'input');
    const select = (className?: string) => classOf(renderToStaticMarkup(<Select className={className} />), 'select');
    // A className of one space merges nothing in: the long list as it is.
    expect(sorted(expand(sheet, input()))).toEqual(sorted(input(' ')));
    expect(sorted(expand(sheet, select()))).toEqual(sorted(select(' ')));
  });
});
