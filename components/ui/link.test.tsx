import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link } from './link';

describe('Link (prefetch on intent, decision 0183)', () => {
  it('renders its anchor outside the app router (a component alone in a test) instead of throwing', () => {
    const html = renderToStaticMarkup(
      <Link href="/teacher/students" className="x">
        Students
      </Link>,
    );
    expect(html).toBe('<a class="x" href="/teacher/students">Students</a>');
  });
});
