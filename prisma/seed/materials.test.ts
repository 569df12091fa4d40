import { describe, expect, it } from 'vitest';
import { listFolderContents } from '@/lib/materials/contents/list-folder-contents';
import { getFolderTree } from '@/lib/materials/folders/get-folder-tree';
import { ZContentsQuery } from '@/lib/materials/folders/schemas';
import { DEMO_TEACHER_IDS, seedDemoData } from '../seed-demo';

describe('demo materials library', () => {
  it('gives the demo teacher folders three levels deep, tagged items, root items and a video', { timeout: 180_000 }, async () => {
    await seedDemoData();
    const teacherId = DEMO_TEACHER_IDS.demo;
    const tree = await getFolderTree({ teacherId });
    expect(tree.data.map((node) => node.name)).toEqual(['Grammar', 'DELE exam practice', 'Vocabulary', 'Conversation']);
    const grammar = tree.data[0]!;
    expect(grammar.children[0]).toMatchObject({ name: 'B1 intermediate', depth: 2 });
    expect(grammar.children[0]!.children[0]).toMatchObject({ name: 'Subjunctive', depth: 3, itemCount: 2 });
    expect(grammar.itemCount).toBe(5);
    expect(tree.rootItemCount).toBe(3);

    const root = await listFolderContents({ teacherId, folderId: null, query: ZContentsQuery.parse({}) });
    expect(root.data.filter((item) => item.type === 'folder')).toHaveLength(4);
    expect(root.data.filter((item) => item.type !== 'folder')).toHaveLength(3);
    const vocabulary = await listFolderContents({ teacherId, folderId: tree.data[2]!.id, query: ZContentsQuery.parse({}) });
    expect(vocabulary.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'resource', provider: 'video_b', tags: [expect.objectContaining({ name: 'Vocabulary' })] }),
        expect.objectContaining({ type: 'template', resourceCount: 2 }),
      ]),
    );
  });
});
