import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/presentation/cn';
import { controlClasses } from '@/components/ui/input';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = ComponentProps<'select'> & {
  /** Convenience: render these options (children are rendered after them). */
  options?: ReadonlyArray<SelectOption>;
  /** A first, empty-valued option such as "All statuses" or "Choose…". */
  placeholder?: string;
  wrapperClassName?: string;
};

/** A styled native <select>: accessible and mobile-friendly by default. */
export function Select({ className, wrapperClassName, options, placeholder, children, ...props }: SelectProps) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <select
        // Without a caller's className nothing needs merging: control.css's short classes, the same looks.
        className={
          className ? cn(controlClasses, 'h-10 appearance-none py-2 pr-9 pl-3', className) : 'control control-select'
        }
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown
        className="text-muted-foreground pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2"
        aria-hidden="true"
      />
    </div>
  );
}
