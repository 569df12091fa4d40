/**
 * The kinds of file a teacher may upload (issue 33 item 3), as file-type names them from the bytes,
 * with the Content-Type and extension we store and serve them under. Anything file-type does not
 * recognise (text formats: HTML, SVG, scripts) or recognises as something else (an executable) is
 * refused, whatever its name or declared type.
 */
export const uploadKinds = {
  pdf: { contentType: 'application/pdf', extension: 'pdf', label: 'PDF' },
  png: { contentType: 'image/png', extension: 'png', label: 'PNG' },
  jpg: { contentType: 'image/jpeg', extension: 'jpg', label: 'JPEG' },
  webp: { contentType: 'image/webp', extension: 'webp', label: 'WebP' },
  mp3: { contentType: 'audio/mpeg', extension: 'mp3', label: 'MP3' },
  m4a: { contentType: 'audio/mp4', extension: 'm4a', label: 'M4A' },
  ogg: { contentType: 'audio/ogg', extension: 'ogg', label: 'OGG' },
  oga: { contentType: 'audio/ogg', extension: 'ogg', label: 'OGG' },
  opus: { contentType: 'audio/ogg', extension: 'ogg', label: 'OGG' },
  wav: { contentType: 'audio/wav', extension: 'wav', label: 'WAV' },
  mp4: { contentType: 'video/mp4', extension: 'mp4', label: 'MP4' },
} as const;

export type UploadKind = (typeof uploadKinds)[keyof typeof uploadKinds];

export const uploadKindLabels = 'PDF, PNG, JPEG, WebP, MP3, M4A, OGG, WAV or MP4';

/** The upload limit: 100 MB (RESOURCE_UPLOAD_MAX_BYTES may lower it, e.g. for tests). */
export const maxUploadBytes = 100 * 1024 * 1024;

/** Content types served inline (a player or viewer in the page); everything else downloads. */
export const inlineContentTypes = new Set(['image/png', 'image/jpeg', 'image/webp', 'audio/mpeg', 'audio/mp4', 'audio/ogg', 'audio/wav', 'video/mp4']);

export const isServableContentType = (contentType: string) =>
  contentType === 'application/pdf' || inlineContentTypes.has(contentType);
