import Link from 'next/link';
import { StatusBadge } from '@/components/ui/status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { TDiscountCode } from '@/lib/discounts/schemas';
import { describeDiscountValue, describeValidity, discountStatus } from './discount-value';

/** The teacher's codes; each code links to its detail (usage and editor). */
export function DiscountCodesTable({ codes, now }: { codes: TDiscountCode[]; now: Date }) {
  return (
    <div className="border-border bg-surface rounded-xl border shadow-sm">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Code</TableHead>
            <TableHead>Discount</TableHead>
            <TableHead>Validity (UTC)</TableHead>
            <TableHead className="text-right">Uses</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {codes.map((code) => (
            <TableRow key={code.id}>
              <TableCell>
                <Link
                  href={`/teacher/discounts/${code.id}`}
                  className="text-primary font-mono font-medium underline-offset-4 hover:underline"
                >
                  {code.code}
                </Link>
                {code.description ? (
                  <div className="text-muted-foreground max-w-xs truncate text-xs">{code.description}</div>
                ) : null}
              </TableCell>
              <TableCell className="whitespace-nowrap">{describeDiscountValue(code)}</TableCell>
              <TableCell className="whitespace-nowrap">{describeValidity(code)}</TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {code.usesCount}
                {code.maxUses === null ? '' : ` / ${code.maxUses}`}
              </TableCell>
              <TableCell>
                <StatusBadge status={discountStatus(code, now)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
