/** Words the resource dialog and cards show for the resource enums. Client-safe. */
import type { TResourceProvider, TResourceType } from '@/lib/materials/resources/schemas';

export const resourceProviderLabels: Record<TResourceProvider, string> = {
  link: 'Link',
  drive: 'Google Drive',
  video_a: 'YouTube',
  video_b: 'Vimeo',
};

export const resourceTypeLabels: Record<TResourceType, string> = {
  material: 'Class material',
  homework: 'Homework',
  reference: 'Reference',
};

/** Folder options of a select, indented by depth ("Top level" first). */
export function folderOptions(folders: readonly { id: string; name: string; depth: number }[]) {
  return [
    { value: '', label: 'Top level (no folder)' },
    ...folders.map((folder) => ({
      value: folder.id,
      label: `${'\u00a0\u00a0'.repeat(Math.max(0, folder.depth - 1))}${folder.name}`,
    })),
  ];
}
