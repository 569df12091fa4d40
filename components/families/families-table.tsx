import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { RegionalFormat } from '@/lib/core/locale';
import type { TFamilyListRow } from '@/lib/families/schemas';
import { formatMoney } from '@/lib/presentation/format';

/** The families list: family (link), payer, members, balance. Server-rendered; scrolls sideways on a phone. */
export function FamiliesTable({ families, regional }: { families: TFamilyListRow[]; regional: RegionalFormat }) {
  const t = useTranslations('teacherFamilies.table');
  return (
    <Table aria-label={t('label')}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{t('family')}</TableHead>
          <TableHead scope="col">{t('payer')}</TableHead>
          <TableHead scope="col">{t('members')}</TableHead>
          <TableHead scope="col" className="text-right">
            {t('balance')}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {families.map((family) => (
          <TableRow key={family.id}>
            <TableCell className="font-medium">
              <Link href={`/teacher/families/${family.id}`} className="hover:underline">
                {family.name}
              </Link>
            </TableCell>
            <TableCell>
              <div>{family.payer.name}</div>
              <div className="text-muted-foreground text-xs break-all">{family.payer.email}</div>
            </TableCell>
            <TableCell>
              {family.members.length === 0 ? (
                <span className="text-muted-foreground">{t('noMembers')}</span>
              ) : (
                <ul className="flex flex-wrap gap-1" aria-label={t('membersOf', { name: family.name })}>
                  {family.members.map((member) => (
                    <li key={member.studentId}>
                      <Badge>{member.name}</Badge>
                    </li>
                  ))}
                </ul>
              )}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              <BalanceText amount={family.balanceCents} currency={family.currency} regional={regional} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** "Owes €40.00", "In credit €5.00" or "Settled", in the reader's language. */
export function BalanceText({
  amount,
  currency,
  regional,
}: {
  amount: number;
  currency: string;
  regional: RegionalFormat;
}) {
  const t = useTranslations('teacherFamilies.balance');
  if (amount === 0) return <span className="text-muted-foreground">{t('settled')}</span>;
  const money = formatMoney(Math.abs(amount), currency, regional);
  return (
    <span className={amount > 0 ? 'text-warning-foreground' : undefined}>
      {amount > 0 ? t('owes', { amount: money }) : t('inCredit', { amount: money })}
    </span>
  );
}
