/** Where the app serves the file of a resource of the teacher's own (client-safe). */
export const resourceFileUrl = (resourceId: string) => `/api/resources/${resourceId}/file`;

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

/**
 * A linked resource as a student sees it: a file is opened through the app (which checks who asks),
 * never through its storage address; a link is its own URL.
 */
export function toStudentResource(resource: LinkedResource) {
  const isFile = resource.fileKey !== null;
  return {
    id: resource.id,
    title: resource.label,
    type: resource.type,
    url: isFile ? resourceFileUrl(resource.id) : resource.url,
    fileName: isFile ? resource.fileName : null,
    contentType: isFile ? resource.mimeType : null,
  };
}
