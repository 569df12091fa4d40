import type {
  ContactChannel,
  LifecycleEventType,
  Mood,
  Prisma,
  ResourceProvider,
  ResourceType,
  ScheduleItemType,
  StudentLevel,
  StudentStatus,
} from '@/generated/prisma/client';
import type { DemoTeacherKey } from './ids';
import type { DemoClock } from './time';

export type Tx = Prisma.TransactionClient;

/** st1-st9 take part in the shared scenario (scenario.ts); further students only fill the roster. */
export type StudentKey = `st${number}`;

/** Every kind and state of service a teacher can have; the structural fields are set in services.ts. */
export type ServiceKey =
  'single' | 'trial' | 'package' | 'course' | 'subscription' | 'draft' | 'paused' | 'archived' | 'unlisted';

export interface StudentSeed {
  key: StudentKey;
  name: string;
  email: string;
  phone?: string;
  timezone: string;
  level?: StudentLevel;
  status: StudentStatus;
  mood?: Mood;
  goals?: string;
  notes?: string;
  preferredDays: number[];
  preferredStartTime?: string;
  preferredEndTime?: string;
  /** Keys of TeacherProfile.tags. */
  tags: string[];
  /** Days since the student was added to the roster. */
  joinedDaysAgo: number;
}

export interface ServiceContent {
  name: string;
  slug: string;
  description: string;
  /** Minor units. */
  priceAmount: number;
  durationMinutes: number;
  tags?: string[];
}

export interface TeacherProfile {
  key: DemoTeacherKey;
  teacher: {
    name: string;
    email: string;
    bio: string;
    timezone: string;
    currency: 'EUR' | 'USD';
    taxRate: number;
    bufferMinutes: number;
  };
  /** Processor fee: percent of the amount plus a fixed part in minor units. */
  fee: { percent: number; fixed: number };
  meetingHost: string;
  tags: Array<{ key: string; name: string; color: string }>;
  students: StudentSeed[];
  /**
   * A family (issue 34): a payer who is not a student and their minor children, who have no e-mail of
   * their own. Its members are not in the shared scenario.
   */
  family?: {
    name: string;
    payer: { name: string; email: string; phone?: string };
    members: Array<{ key: string; name: string; timezone: string; joinedDaysAgo: number }>;
  };
  services: Record<ServiceKey, ServiceContent>;
  courseItems: Array<{
    type: ScheduleItemType;
    title: string;
    description: string;
    durationMinutes?: number;
    isOptional?: boolean;
  }>;
  discount: { code: string; description: string; percent: number };
  lessonNotes: Array<{ summary: string; homework: string }>;
  reviews: { withResponse: string; response: string; withoutResponse: string; recent: string };
  materials: {
    folders: Array<{ key: string; name: string; emoji: string; color: string; parent?: string }>;
    templates: Array<{
      key: string;
      folder: string;
      name: string;
      description: string;
      categories: string[];
      defaultNotes: string;
    }>;
    resources: Array<{
      key: string;
      folder: string;
      label: string;
      url: string;
      provider: ResourceProvider;
      type: ResourceType;
      favorite?: boolean;
    }>;
  };
}

/** Shared by every seed step of one teacher. */
export interface SeedContext {
  tx: Tx;
  profile: TeacherProfile;
  teacherId: string;
  clock: DemoClock;
  /** Fixed id of a row of this teacher, e.g. `id('student', 'st1')`. */
  id: (...parts: Array<string | number>) => string;
}

export type LifecycleSeed = [StudentKey, LifecycleEventType, number, Prisma.InputJsonObject?];
export type ContactSeed = [StudentKey, ContactChannel, number, string];
