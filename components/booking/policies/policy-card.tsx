import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { describeRule } from '@/lib/booking/policies/describe-rule';
import type { TCancellationPolicy } from '@/lib/booking/policies/schemas';
import { DeletePolicyButton } from './delete-policy-button';
import { MakeDefaultButton } from './make-default-button';
import { PolicyDialog } from './policy-dialog';
import { describeNoShow, describeReschedules } from './policy-labels';

type Props = {
  policy: TCancellationPolicy;
  /** Names of the services that use it, in the order of serviceIds. */
  serviceNames: string[];
};

function deleteWarning(policy: TCancellationPolicy, inUse: number): string {
  if (policy.isDefault) {
    return 'Services without their own policy then have none: cancelling them is free until you choose another default.';
  }
  if (inUse === 0) return 'No service uses it. Sessions already cancelled are not changed.';
  const services = inUse === 1 ? 'The service using it follows' : `The ${inUse} services using it follow`;
  return `${services} your default policy instead. Sessions already cancelled are not changed.`;
}

/** One policy in plain words: rules in order, reschedule limits, no-show, the services using it. */
export function PolicyCard({ policy, serviceNames }: Props) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base leading-6 font-semibold">{policy.name}</h3>
          {policy.isDefault ? <Badge tone="primary">Default</Badge> : null}
          {policy.preset ? <Badge>Preset</Badge> : null}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        {policy.cancellationRules.length === 0 ? (
          <p className="text-muted-foreground">No rules: cancelling is always free.</p>
        ) : (
          <ol aria-label={`Rules of ${policy.name}`} className="flex list-decimal flex-col gap-1 pl-5">
            {policy.cancellationRules.map((rule) => (
              <li key={rule.id} className="text-foreground">
                {describeRule(rule)}
              </li>
            ))}
          </ol>
        )}
        <ul className="text-muted-foreground flex flex-col gap-1">
          <li>{describeReschedules(policy)}</li>
          <li>{describeNoShow(policy)}</li>
          <li>
            {serviceNames.length > 0
              ? `Used by: ${serviceNames.join(', ')}`
              : policy.isDefault
                ? 'Used by every service without its own policy'
                : 'Not used by any service yet'}
          </li>
        </ul>
      </CardContent>
      <CardFooter className="justify-end">
        {policy.isDefault ? null : <MakeDefaultButton id={policy.id} name={policy.name} />}
        <PolicyDialog policy={policy} />
        <DeletePolicyButton id={policy.id} name={policy.name} warning={deleteWarning(policy, serviceNames.length)} />
      </CardFooter>
    </Card>
  );
}
