import { CirclePlay, Star } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DrawnIcon } from './drawn-icon';

describe('DrawnIcon', () => {
  it("draws the same markup as lucide's component: attributes, classes, aria-hidden", () => {
    expect(renderToStaticMarkup(<DrawnIcon icon={Star} className="fill-warning size-4" aria-hidden="true" />)).toBe(
      renderToStaticMarkup(<Star className="fill-warning size-4" aria-hidden="true" />),
    );
    expect(renderToStaticMarkup(<DrawnIcon icon={Star} />)).toBe(renderToStaticMarkup(<Star />));
  });

  it("names an icon's aliases in its classes, as lucide does", () => {
    const drawn = renderToStaticMarkup(<DrawnIcon icon={CirclePlay} className="size-3" />);
    expect(drawn).toBe(renderToStaticMarkup(<CirclePlay className="size-3" />));
    expect(drawn).toContain('class="lucide lucide-circle-play lucide-play-circle size-3"');
  });

  it('is not hidden from assistive technology when it has a name of its own', () => {
    const drawn = renderToStaticMarkup(<DrawnIcon icon={Star} aria-label="Rated" role="img" />);
    expect(drawn).toBe(renderToStaticMarkup(<Star aria-label="Rated" role="img" />));
    expect(drawn).not.toContain('aria-hidden');
  });
});
