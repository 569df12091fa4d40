import { shapeResolver } from '@/components/availability/add-shape-issues';
import { noShowIssues, ZCreatePolicyInput, type TCreatePolicyInput } from '@/lib/booking/policies/schemas';
import { toPolicyInput, type PolicyFormValues } from './policy-form-values';

/**
 * The API's create schema (percent only with a partial penalty, no-show percent when partial) on the
 * body the form sends. An edit sends the same full body as a PATCH, so the checks are the same.
 */
export const policyResolver = shapeResolver<PolicyFormValues, typeof ZCreatePolicyInput>(
  ZCreatePolicyInput,
  toPolicyInput,
  policyShapeIssues,
);

/** The schema's checks between fields (rule percent, no-show percent), as field paths. */
export function policyShapeIssues(input: TCreatePolicyInput) {
  const issues = input.cancellationRules.flatMap((rule, index) =>
    rule.action === 'partial_penalty' && rule.penaltyPercent == null
      ? [{ path: `cancellationRules.${index}.penaltyPercent`, message: 'A partial penalty needs its percent' }]
      : [],
  );
  return [...issues, ...noShowIssues(input).map(({ path, message }) => ({ path: path.join('.'), message }))];
}

/** API detail paths the form can show on a field. */
export const isPolicyFieldPath = (path: string) =>
  /^(name|isDefault|cancellationRules|maxReschedules|minHoursBefore|noShowAction|noShowPenaltyPercent|cancellationRules\.\d+\.(condition|condition\.(field|operator|value)|action|penaltyPercent|description))$/.test(
    path,
  );
