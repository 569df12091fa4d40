/**
 * A linked resource as a student sees it. A file of the teacher's own already has the app's address
 * as its url (`/api/resources/:id/file`, which checks who asks), never its storage key; a link is its
 * own URL. `fileName` and `contentType` only for files.
 */
type LinkedResource = {
  id: string;
  label: string;
  type: 'material' | 'homework' | 'reference';
  url: string;
  fileKey: string | null;
  fileName: string | null;
  mimeType: string | null;
};

/** The columns a student's view of a linked resource is built from. */
export const linkedResourceSelect = {
  id: true,
  label: true,
  type: true,
  url: true,
  fileKey: true,
  fileName: true,
  mimeType: true,
} as const;

export function toStudentResource(resource: LinkedResource) {
  const isFile = resource.fileKey !== null;
  return {
    id: resource.id,
    title: resource.label,
    type: resource.type,
    url: resource.url,
    fileName: isFile ? resource.fileName : null,
    contentType: isFile ? resource.mimeType : null,
  };
}
