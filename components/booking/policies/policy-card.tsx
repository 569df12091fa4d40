import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { describeRule, type PolicyTranslate } from '@/lib/booking/policies/describe-rule';
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

function deleteWarning(policy: TCancellationPolicy, inUse: number, t: PolicyTranslate): string {
  if (policy.isDefault) return t('card.deleteDefault');
  return inUse === 0 ? t('card.deleteUnused') : t('card.deleteInUse', { count: inUse });
}

/** One policy in plain words: rules in order, reschedule limits, no-show, the services using it. */
export function PolicyCard({ policy, serviceNames }: Props) {
  const t = useTranslations('teacherPolicies');
  const describe = useTranslations('teacherPolicies.describe');
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base leading-6 font-semibold">{policy.name}</h3>
          {policy.isDefault ? <Badge tone="primary">{t('card.default')}</Badge> : null}
          {policy.preset ? <Badge>{t('card.preset')}</Badge> : null}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        {policy.cancellationRules.length === 0 ? (
          <p className="text-muted-foreground">{t('card.noRules')}</p>
        ) : (
          <ol aria-label={t('card.rules', { name: policy.name })} className="flex list-decimal flex-col gap-1 pl-5">
            {policy.cancellationRules.map((rule) => (
              <li key={rule.id} className="text-foreground">
                {describeRule(rule, describe)}
              </li>
            ))}
          </ol>
        )}
        <ul className="text-muted-foreground flex flex-col gap-1">
          <li>{describeReschedules(policy, t)}</li>
          <li>{describeNoShow(policy, t)}</li>
          <li>
            {serviceNames.length > 0
              ? t('card.usedBy', { services: serviceNames.join(', ') })
              : policy.isDefault
                ? t('card.usedByDefault')
                : t('card.unused')}
          </li>
        </ul>
      </CardContent>
      <CardFooter className="justify-end">
        {policy.isDefault ? null : <MakeDefaultButton id={policy.id} name={policy.name} />}
        <PolicyDialog policy={policy} />
        <DeletePolicyButton id={policy.id} name={policy.name} warning={deleteWarning(policy, serviceNames.length, t)} />
      </CardFooter>
    </Card>
  );
}
