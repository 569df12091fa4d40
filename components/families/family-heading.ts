/**
 * How a family is named in a heading, in the reader's language: "Rossi" reads "Rossi family"
 * (`teacherFamilies.title`); a name that already says so ("García family", as bookings and imports
 * name them) is shown as written. `t` is the `teacherFamilies` translator.
 */
export const familyHeading = (t: (key: 'title', values: { name: string }) => string, name: string): string =>
  /\bfamily$/i.test(name.trim()) ? name.trim() : t('title', { name: name.trim() });
