/** Where the app serves the file of a resource of the teacher's own (client-safe); stored as the resource's url. */
export const resourceFileUrl = (resourceId: string) => `/api/resources/${resourceId}/file`;
