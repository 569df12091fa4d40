import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/**
 * A time of day typed as `HH:mm` on the 24-hour clock, the house style (decision 0031). Used instead
 * of `<input type="time">`, which shows "1:00 PM" in an American browser and "13:00" elsewhere.
 * The value is the API's `HH:mm`, so `register()` works as for any text input.
 */
export function TimeInput({ placeholder = '16:00', ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <Input type="text" inputMode="numeric" autoComplete="off" maxLength={5} placeholder={placeholder} {...props} />
  );
}
