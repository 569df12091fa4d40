import 'server-only';
import type { PickableTag } from '@/components/ui/tag-picker';
import { folderChoices, type FolderChoice } from '@/components/materials/template-values';
import { getTemplateTree } from '@/lib/materials/templates/get-template-tree';
import { listTags } from '@/lib/students/list-tags';

/** The choices of the template editor: the teacher's live folders (with paths) and tags. */
export async function loadEditorOptions(teacherId: string): Promise<{ folders: FolderChoice[]; tags: PickableTag[] }> {
  const [tree, tags] = await Promise.all([getTemplateTree({ teacherId }), listTags({ teacherId })]);
  return {
    folders: folderChoices(tree.data),
    tags: tags.data.map(({ id, name, color }) => ({ id, name, color })),
  };
}
