/** Route contracts of files of the teacher's own (issue 33 item 3). */
import { defineRoute } from '@/lib/core/route-contract';
import { ZResource } from '../resources/schemas';
import { uploadKindLabels } from './file-kinds';
import { ZResourceFileParams } from './schemas';

export const uploadResourceFileRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/resources/upload',
  summary:
    'Upload a file of your own as a resource. Body: multipart/form-data with `file`, `title`, `type` ' +
    `(material, homework, reference) and optional \`folderId\`. The file is a ${uploadKindLabels} judged by ` +
    'its bytes (not its name or declared type) of at most 100 MB, streamed to the uploads store',
  tags: ['materials'],
  auth: 'teacher',
  responses: {
    201: { description: 'The resource; its url is the app address that serves the file', schema: ZResource },
    400: {
      description:
        'VALIDATION_ERROR: no file, two files, an unknown or missing field, or a file that is not an allowed kind by content (e.g. an executable named .pdf, an SVG)',
    },
    404: { description: 'NOT_FOUND: folderId is not a live folder of yours' },
    413: { description: 'PAYLOAD_TOO_LARGE: the file is over 100 MB (nothing is kept)' },
    415: { description: 'UNSUPPORTED_MEDIA_TYPE: the body is not multipart/form-data' },
  },
});

export const getResourceFileRoute = defineRoute({
  method: 'GET',
  path: '/api/resources/{id}/file',
  summary:
    'The file of a resource: for the teacher who owns it, and for a student with a session linking it ' +
    '(directly or through a linked template). Served with Content-Disposition and nosniff; a PDF downloads, ' +
    'images, audio and video open inline',
  tags: ['materials'],
  auth: 'session',
  params: ZResourceFileParams,
  responses: {
    200: { description: 'The file', contentType: 'application/octet-stream' },
    404: { description: 'NOT_FOUND: no such file, or not yours to read' },
  },
});
