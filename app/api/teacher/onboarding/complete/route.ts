import { withTeacher } from '@/lib/http/route';
import { completeOnboarding } from '@/lib/settings/complete-onboarding';
import { completeOnboardingRoute } from '@/lib/settings/contracts';

export const POST = withTeacher(completeOnboardingRoute, ({ teacher, meta }) =>
  completeOnboarding({ teacherId: teacher.id, meta }),
);
