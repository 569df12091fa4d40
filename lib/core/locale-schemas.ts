import { z } from 'zod';
import { hourCycles, locales } from './locale';

/** One of the six languages (issue 32). Client-safe. */
export const ZLocale = z.enum(locales).meta({ description: 'Language: en, es, de, fr, it, pt', example: 'es' });

/** A person's clock; null: the locale's own (24-hour for all six but English's house style too). */
export const ZHourCycle = z
  .enum(hourCycles)
  .nullable()
  .meta({ description: '"h12" or "h23"; null follows the locale', example: 'h23' });
