/** Folder options of a select, indented by depth ("Top level", in the reader's words, first). Client-safe. */
export function folderOptions(folders: readonly { id: string; name: string; depth: number }[], topLevel: string) {
  return [
    { value: '', label: topLevel },
    ...folders.map((folder) => ({
      value: folder.id,
      label: `${'\u00a0\u00a0'.repeat(Math.max(0, folder.depth - 1))}${folder.name}`,
    })),
  ];
}
