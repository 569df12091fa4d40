'use client';

import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

type Props = { columnCount: number; hasData: boolean; isFiltered: boolean; onClear: () => void };

/** The single body row shown when no row is visible (no data, or filters exclude everything). */
export function DataTableEmptyRow({ columnCount, hasData, isFiltered, onClear }: Props) {
  return (
    <tr>
      <td colSpan={columnCount}>
        <EmptyState
          bare
          icon={SearchX}
          headingLevel="h3"
          title={hasData ? 'No matching results' : 'Nothing here yet'}
          description={hasData ? 'Try another search term or clear the filters.' : undefined}
          action={
            isFiltered ? (
              <Button variant="secondary" size="sm" onClick={onClear}>
                Clear filters
              </Button>
            ) : undefined
          }
        />
      </td>
    </tr>
  );
}
