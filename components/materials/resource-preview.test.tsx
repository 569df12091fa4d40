import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { folderOptions } from './resource-labels';
import { withIntl } from '@/test/intl';
import { ResourcePreview } from './resource-preview';

describe('ResourcePreview', () => {
  it('offers a YouTube or Vimeo player, loaded only on request (no third-party request before)', () => {
    const youtube = renderToStaticMarkup(withIntl(<ResourcePreview url="https://youtu.be/dQw4w9WgXcQ" label="Song" />));
    expect(youtube).toContain('Load the YouTube preview');
    expect(youtube).not.toContain('<iframe');
    const vimeo = renderToStaticMarkup(withIntl(<ResourcePreview url="https://vimeo.com/76979871" label="Clip" />));
    expect(vimeo).toContain('Load the Vimeo preview');
  });

  it("speaks the reader's language (Spanish)", () => {
    const html = renderToStaticMarkup(
      withIntl(<ResourcePreview url="https://youtu.be/dQw4w9WgXcQ" label="Song" />, 'es'),
    );
    expect(html).toContain('Cargar la vista previa de YouTube');
  });

  it('shows the thumbnail of any other link that has one, else a short note', () => {
    const thumb = renderToStaticMarkup(
      withIntl(
        <ResourcePreview
          url="https://drive.google.com/file/d/1/view"
          label="Unit 1"
          thumbnailUrl="https://lh3.test/t.png"
        />,
      ),
    );
    expect(thumb).toMatch(/<img[^>]*src="https:\/\/lh3.test\/t.png"/);
    expect(thumb).toContain('alt="Thumbnail of Unit 1"');
    expect(thumb).toContain('referrerPolicy="no-referrer"');
    expect(renderToStaticMarkup(withIntl(<ResourcePreview url="https://example.com" label="Page" />))).toContain(
      'No preview',
    );
  });
});

describe('folderOptions', () => {
  it('puts the top level first and indents folders by depth', () => {
    expect(
      folderOptions(
        [
          { id: 'a', name: 'Spanish', depth: 1 },
          { id: 'b', name: 'A1', depth: 2 },
        ],
        'Top level (no folder)',
      ),
    ).toEqual([
      { value: '', label: 'Top level (no folder)' },
      { value: 'a', label: 'Spanish' },
      { value: 'b', label: '\u00a0\u00a0A1' },
    ]);
  });
});
