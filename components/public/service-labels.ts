import {
  CalendarCheck,
  CirclePlay,
  GraduationCap,
  Layers,
  Package,
  Repeat,
  User,
  Users,
  UsersRound,
  Video,
  type LucideIcon,
} from 'lucide-react';
import type { DeliveryMode, GroupType, ServiceStructure } from '@/components/public/types';

type Label = { label: string; icon: LucideIcon; description: string };

export const DELIVERY_MODE: Record<DeliveryMode, Label> = {
  live: { label: 'Live', icon: Video, description: 'Taught live at a booked time' },
  async: { label: 'Self-paced', icon: CirclePlay, description: 'Work through it at your own pace' },
  hybrid: { label: 'Hybrid', icon: Layers, description: 'Live sessions plus self-paced work' },
};

export const GROUP_TYPE: Record<GroupType, Label> = {
  individual: { label: 'One-to-one', icon: User, description: 'Just you and the teacher' },
  group: { label: 'Group', icon: Users, description: 'A fixed group of students' },
  open: { label: 'Open class', icon: UsersRound, description: 'Drop in to any session' },
};

export const STRUCTURE: Record<ServiceStructure, Label> = {
  single: { label: 'Single lesson', icon: CalendarCheck, description: 'One session' },
  package: { label: 'Package', icon: Package, description: 'A bundle of sessions' },
  course: { label: 'Course', icon: GraduationCap, description: 'A programme of sessions on set dates' },
  subscription: { label: 'Subscription', icon: Repeat, description: 'Recurring lessons' },
};
