import type { ComponentProps } from 'react';
import { cn } from '@/lib/presentation/cn';
import { controlClasses } from '@/components/ui/input';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(controlClasses, 'min-h-20 resize-y px-3 py-2 leading-relaxed', className)}
      {...props}
    />
  );
}
