import 'server-only';
import { listServices } from '@/lib/catalogue/list-services';
import { listCancellationPolicies } from '@/lib/booking/policies/list-cancellation-policies';

/** The page shows every policy; a teacher keeps a handful, so one page of the API's maximum. */
const pageLimit = 100;

/**
 * The teacher's policies (default first) and the names of the services each one is used by, from
 * two list calls whatever the number of policies.
 */
export async function loadPoliciesPage(teacherId: string) {
  const [policies, services] = await Promise.all([
    listCancellationPolicies({ teacherId, query: { page: 1, limit: pageLimit } }),
    listServices({ teacherId, query: { page: 1, limit: pageLimit, sort: 'sortOrder', direction: 'asc' } }),
  ]);
  const names = new Map(services.data.map((service) => [service.id, service.name]));
  return {
    policies: policies.data.map((policy) => ({
      policy,
      serviceNames: policy.serviceIds.map((id) => names.get(id) ?? 'Another service'),
    })),
    truncated: policies.total > policies.data.length,
    hasDefault: policies.data.some((policy) => policy.isDefault),
  };
}
