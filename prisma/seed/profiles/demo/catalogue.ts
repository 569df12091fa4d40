import type { TeacherProfile } from '../../types';

/** Elena's services, one of each kind and state (draft, paused, archived, unlisted). */
export const demoServices: TeacherProfile['services'] = {
  single: {
    name: 'Spanish or English lesson (60 min)',
    slug: 'single-lesson',
    description: 'A one-to-one lesson tailored to your level and goals: conversation, grammar or exam practice.',
    priceAmount: 3500,
    durationMinutes: 60,
    tags: ['conversation'],
  },
  trial: {
    name: 'Free trial lesson (30 min)',
    slug: 'trial-lesson',
    description: 'Meet me, talk about your goals and get a level assessment. No payment needed.',
    priceAmount: 0,
    durationMinutes: 30,
  },
  package: {
    name: '10-lesson package',
    slug: 'ten-lesson-package',
    description: 'Ten one-to-one lessons of 60 minutes at a reduced price, valid for 90 days.',
    priceAmount: 32000,
    durationMinutes: 60,
    tags: ['conversation', 'grammar'],
  },
  course: {
    name: 'DELE B2 preparation (small group)',
    slug: 'dele-b2-course',
    description: 'Four live group sessions plus self-study units and mock exams, at most three students per group.',
    priceAmount: 24000,
    durationMinutes: 90,
    tags: ['dele'],
  },
  subscription: {
    name: 'Monthly Business English (4 lessons)',
    slug: 'business-english-monthly',
    description: 'Four one-to-one lessons every month focused on meetings, e-mails and presentations.',
    priceAmount: 12900,
    durationMinutes: 60,
    tags: ['business'],
  },
  draft: {
    name: 'Spanish grammar self-study course',
    slug: 'grammar-self-study',
    description: 'Recorded explanations and exercises from A2 to B1, at your own pace.',
    priceAmount: 8900,
    durationMinutes: 45,
    tags: ['grammar'],
  },
  paused: {
    name: 'Friday conversation club',
    slug: 'conversation-club',
    description: 'An open drop-in conversation hour on a new topic every week.',
    priceAmount: 1200,
    durationMinutes: 60,
    tags: ['conversation'],
  },
  archived: {
    name: 'Summer intensive 2025',
    slug: 'summer-intensive-2025',
    description: 'Two weeks of daily lessons with recorded homework reviews.',
    priceAmount: 45000,
    durationMinutes: 60,
  },
  unlisted: {
    name: 'Corporate Spanish (private link)',
    slug: 'corporate-spanish',
    description: 'Package for company-sponsored learners, shared by private link only.',
    priceAmount: 60000,
    durationMinutes: 60,
    tags: ['business', 'vip'],
  },
};

/** The outline of the DELE B2 course. */
export const demoCourseItems: TeacherProfile['courseItems'] = [
  {
    type: 'live_session',
    title: 'Kick-off: exam format and strategy',
    description: 'The four papers of the DELE B2 and how they are marked.',
    durationMinutes: 90,
  },
  {
    type: 'async_content',
    title: 'Reading comprehension drills',
    description: 'Three timed reading tasks with answer keys.',
    durationMinutes: 60,
  },
  {
    type: 'live_session',
    title: 'Listening: tricks and traps',
    description: 'Practice with real exam recordings.',
    durationMinutes: 90,
  },
  {
    type: 'async_content',
    title: 'Written expression: formal letters',
    description: 'Model answers and a task to hand in.',
    durationMinutes: 45,
    isOptional: true,
  },
  { type: 'milestone', title: 'Mock exam 1', description: 'A full written mock exam under exam conditions.' },
  {
    type: 'live_session',
    title: 'Oral exam rehearsal',
    description: 'Monologue and dialogue practice in pairs.',
    durationMinutes: 90,
  },
  {
    type: 'live_session',
    title: 'Final review',
    description: 'Feedback on the mock exam and last tips.',
    durationMinutes: 90,
  },
  { type: 'milestone', title: 'Ready for the exam', description: 'Certificate of completion of the course.' },
];

export const demoDiscount: TeacherProfile['discount'] = {
  code: 'WELCOME10',
  description: '10 % off your first package',
  percent: 10,
};
