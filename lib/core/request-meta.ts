/** Who made the request, for audit entries and logs. */
export type RequestMeta = { requestId: string; ipAddress: string; userAgent: string | null };
