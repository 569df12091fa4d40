/** The columns a visitor may see of a service; one select shared by every public read. */
export const publicServiceSelect = {
  id: true,
  slug: true,
  name: true,
  description: true,
  deliveryMode: true,
  groupType: true,
  structure: true,
  pricingModel: true,
  priceAmount: true,
  currency: true,
  billingInterval: true,
  durationMinutes: true,
  isTrial: true,
} as const;

/** Listed on the public page: active, not deleted, neither unlisted nor private. */
export const listedServiceWhere = { status: 'active', deletedAt: null, isUnlisted: false, isPrivate: false } as const;
