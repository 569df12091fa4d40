// The amounts' plain writing lives in core (lib/core/minor-units.ts) so that notices of lower areas can write it too.
export { formatMinorUnits, minorUnitDigits } from '@/lib/core/minor-units';
