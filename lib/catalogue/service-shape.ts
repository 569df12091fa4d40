/**
 * Rules between the fields of a service, shared by the create schema (so the editor shows them
 * inline) and by updates (checked on the merged record). Client-safe: no imports.
 *
 * A field that a dimension needs is required (400 when missing); a field that does not apply to
 * the chosen dimensions is ignored and stored as null (or 0 for the price of a free service), so a
 * form may keep hidden values around. A group service's `capacity` is optional: none means no
 * limit (docs/decisions/0066-spec-shaped-bodies.md).
 */
export type ServiceShape = {
  groupType?: 'individual' | 'group' | 'open';
  structure?: 'single' | 'package' | 'course' | 'subscription';
  pricingModel?: 'fixed' | 'per_session' | 'free';
  priceAmount?: number;
  capacity?: number | null;
  sessionsIncluded?: number | null;
  billingInterval?: 'week' | 'month' | 'year' | null;
  meetingProvider?: 'none' | 'fixed_link' | 'jitsi' | 'google_meet';
  meetingUrl?: string | null;
  isTrial?: boolean;
  billing?: 'prepaid' | 'postpaid' | 'monthly';
};

export type ShapeIssue = { path: string[]; message: string };

/** What is missing for the chosen dimensions. */
export function serviceShapeIssues(values: ServiceShape): ShapeIssue[] {
  const issues: ShapeIssue[] = [];
  if (values.structure === 'subscription' && values.billingInterval == null) {
    issues.push({ path: ['billingInterval'], message: 'A subscription needs a billing interval' });
  }
  if (values.structure === 'package' && values.sessionsIncluded == null) {
    issues.push({ path: ['sessionsIncluded'], message: 'A package needs the number of sessions it includes' });
  }
  if (values.meetingProvider === 'fixed_link' && !values.meetingUrl) {
    issues.push({ path: ['meetingUrl'], message: 'A fixed meeting link needs its URL' });
  }
  issues.push(...billingIssues(values));
  return issues;
}

/**
 * Post-paid and monthly billing (decision 0132): booked by its time without checkout and owed on
 * the balance, so the service is a one-to-one single lesson (what one balance line is for), not a
 * trial (trials have their own request flow), with a price to owe.
 */
function billingIssues(values: ServiceShape): ShapeIssue[] {
  if (!values.billing || values.billing === 'prepaid') return [];
  const kind = values.billing === 'postpaid' ? 'A post-paid service' : 'A monthly service';
  const path = ['billing'];
  if ((values.structure ?? 'single') !== 'single' || (values.groupType ?? 'individual') !== 'individual') {
    return [{ path, message: `${kind} must be a one-to-one single lesson` }];
  }
  if (values.isTrial) return [{ path, message: `${kind} cannot be a trial` }];
  if (values.pricingModel === 'free') return [{ path, message: `${kind} cannot be free` }];
  if (!((values.priceAmount ?? 0) > 0)) {
    return [{ path: ['priceAmount'], message: `${kind} needs a price above zero` }];
  }
  return [];
}

/** Clears the fields the chosen dimensions do not use. */
export function withoutInapplicableFields<T extends ServiceShape>(values: T): T {
  return {
    ...values,
    ...(values.groupType !== 'group' ? { capacity: null } : {}),
    ...(values.structure !== 'subscription' ? { billingInterval: null } : {}),
    ...(values.pricingModel === 'free' ? { priceAmount: 0 } : {}),
    // The URL is the link itself (fixed_link) or a self-hosted Jitsi's base (jitsi); nothing otherwise.
    ...(values.meetingProvider === 'none' || values.meetingProvider === 'google_meet' ? { meetingUrl: null } : {}),
  };
}
