/** Shapes the public (visitor) components render. Money is in minor units with its currency. */
export type PublicTeacher = {
  name: string;
  slug: string;
  bio: string | null;
  avatarUrl: string | null;
  timezone: string;
};

export type DeliveryMode = 'live' | 'async' | 'hybrid';
export type GroupType = 'individual' | 'group' | 'open';
export type ServiceStructure = 'single' | 'package' | 'course' | 'subscription';

export type PublicService = {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  deliveryMode: DeliveryMode;
  groupType: GroupType;
  structure: ServiceStructure;
  priceAmount: number;
  currency: string;
  durationMinutes: number;
  isTrial: boolean;
};
