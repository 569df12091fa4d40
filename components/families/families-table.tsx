import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { TFamilyListRow } from '@/lib/families/schemas';
import { formatMoney } from '@/lib/presentation/format';

/** The families list: family (link), payer, members, balance. Server-rendered; scrolls sideways on a phone. */
export function FamiliesTable({ families }: { families: TFamilyListRow[] }) {
  return (
    <Table aria-label="Families">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Family</TableHead>
          <TableHead scope="col">Payer</TableHead>
          <TableHead scope="col">Members</TableHead>
          <TableHead scope="col" className="text-right">
            Balance
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
                <span className="text-muted-foreground">No members yet</span>
              ) : (
                <ul className="flex flex-wrap gap-1" aria-label={`Members of ${family.name}`}>
                  {family.members.map((member) => (
                    <li key={member.studentId}>
                      <Badge>{member.name}</Badge>
                    </li>
                  ))}
                </ul>
              )}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              <BalanceText amount={family.balanceCents} currency={family.currency} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** "Owes €40.00", "In credit €5.00" or "Settled". */
export function BalanceText({ amount, currency }: { amount: number; currency: string }) {
  if (amount === 0) return <span className="text-muted-foreground">Settled</span>;
  return (
    <span className={amount > 0 ? 'text-warning-foreground' : undefined}>
      {amount > 0 ? 'Owes' : 'In credit'} {formatMoney(Math.abs(amount), currency)}
    </span>
  );
}
