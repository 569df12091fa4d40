import { describe, expect, it } from 'vitest';
import type { TContentsPage } from '@/lib/materials/folders/schemas';
import { contentsItems, contentsPageCount } from './library-types';

const group = <T>(data: T[], total = data.length) => ({ data, page: 1, limit: 2, total });
const updatedAt = '2031-03-01T10:00:00.000Z';

const page: Pick<TContentsPage, 'folders' | 'templates' | 'resources'> = {
  folders: group([{ id: 'f1', name: 'Grammar', color: null, emoji: null, itemCount: 2 }], 1),
  templates: group(
    [{ id: 't1', name: 'Past simple', description: null, tags: [], usageCount: 0, resourceCount: 1, updatedAt }],
    5,
  ),
  resources: group(
    [
      {
        id: 'r1',
        label: 'Worksheet',
        url: 'https://x.test/w.pdf',
        provider: 'link',
        type: 'homework',
        favorite: false,
        tags: [],
        thumbnailUrl: null,
        usageCount: 0,
        updatedAt,
      },
    ],
    3,
  ),
};

describe('contents rows of the library page', () => {
  it("lists the groups' items in order, each tagged with its kind; a resource keeps its own type as resourceType", () => {
    const rows = contentsItems(page);
    expect(rows.map((row) => [row.type, row.id, row.name])).toEqual([
      ['folder', 'f1', 'Grammar'],
      ['template', 't1', 'Past simple'],
      ['resource', 'r1', 'Worksheet'],
    ]);
    expect(rows[2]).toMatchObject({ label: 'Worksheet', resourceType: 'homework' });
  });

  it('has as many pages as the largest group needs, at least one', () => {
    expect(contentsPageCount(page, 2)).toBe(3);
    expect(contentsPageCount(page, 5)).toBe(1);
    expect(contentsPageCount({ folders: group([]), templates: group([]), resources: group([]) }, 2)).toBe(1);
  });
});
