import { escapeHtml } from './render-widget-html';

/** The iframe a teacher pastes into their site (server and client alike). */
export const embedSnippet = (src: string, teacherName: string) =>
  `<iframe src="${escapeHtml(src)}" title="Book a lesson with ${escapeHtml(teacherName)}" ` +
  `width="100%" height="600" style="border:0;max-width:100%" loading="lazy"></iframe>`;
