/**
 * How a family is named in a heading: "Rossi" reads "Rossi family"; a name that already says so
 * ("García family", as bookings and imports name them) is left as it is.
 */
export const familyTitle = (name: string): string =>
  /\bfamily$/i.test(name.trim()) ? name.trim() : `${name.trim()} family`;
