'use client';

// Below this area's document, so the error page keeps the page's language and styles (app/document.tsx).
export { default } from '../error-page';
