/** Values of the template editor and the choices it offers. Client-safe. */
import type { z } from 'zod';
import type { TTemplateDetail, TTemplateResource, TTemplateTreeFolder, ZTemplateFields } from '@/lib/materials/templates/schemas';

/** Every field of the editor, as the form holds it (empty text is '', sent as null). */
export type TemplateFormValues = z.input<typeof ZTemplateFields>;
export type TemplateFormOutput = z.output<typeof ZTemplateFields>;

/** What the editor shows about a linked resource (the form itself holds only the ordered ids). */
export type LinkedResource = Pick<TTemplateResource, 'id' | 'label' | 'url' | 'provider' | 'type' | 'folderId'>;

export const emptyTemplateValues = (folderId: string | null): TemplateFormValues => ({
  name: '',
  description: '',
  categories: [],
  tagIds: [],
  tags: [],
  defaultNotes: '',
  defaultSummary: '',
  meetLink: '',
  folderId,
  resourceIds: [],
});

export const templateValuesOf = (template: TTemplateDetail): TemplateFormValues => ({
  name: template.name,
  description: template.description ?? '',
  categories: template.categories,
  tagIds: template.tags.map((tag) => tag.id),
  tags: [],
  defaultNotes: template.defaultNotes ?? '',
  defaultSummary: template.defaultSummary ?? '',
  meetLink: template.meetLink ?? '',
  folderId: template.folderId,
  resourceIds: template.resources.map((resource) => resource.id),
});

export type FolderChoice = { id: string; label: string; path: string };

/** The folders of the picker tree in library order, indented by depth, each with its full path. */
export function folderChoices(folders: readonly TTemplateTreeFolder[], parents: string[] = []): FolderChoice[] {
  return folders.flatMap((folder) => {
    const path = [...parents, folder.name];
    const label = `${'\u00a0\u00a0\u00a0'.repeat(parents.length)}${folder.emoji ? `${folder.emoji} ` : ''}${folder.name}`;
    return [{ id: folder.id, label, path: path.join(' / ') }, ...folderChoices(folder.children, path)];
  });
}

/** The library page that shows a folder (or the root). */
export const libraryHref = (folderId: string | null) =>
  folderId ? `/teacher/materials?folder=${encodeURIComponent(folderId)}` : '/teacher/materials';

/** Moves the item at `index` one place up (-1) or down (+1); the list is unchanged at an edge. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
