/** Shapes the public (visitor) components render: the API's own schemas. Money is in minor units. */
import type { TPublicService } from '@/lib/catalogue/schemas';
import type { z } from 'zod';
import type { ZPublicTeacher } from '@/lib/catalogue/schemas';

export type PublicTeacher = z.infer<typeof ZPublicTeacher>;
export type PublicService = TPublicService;
export type DeliveryMode = PublicService['deliveryMode'];
export type GroupType = PublicService['groupType'];
export type ServiceStructure = PublicService['structure'];
