import type { TeacherProfile } from '../types';
import { demoCourseItems, demoDiscount, demoServices } from './demo/catalogue';
import { demoMaterials } from './demo/materials';
import { demoFamily, demoStudents } from './demo/students';

/**
 * Elena Márquez: Spanish and English online, Madrid, EUR. Her roster, catalogue and materials are in
 * ./demo/ (one file a part); the seed modules in prisma/seed/ write them.
 */
export const demoProfile: TeacherProfile = {
  key: 'demo',
  teacher: {
    name: 'Elena Márquez',
    email: 'elena.marquez@demo.lektio.test',
    bio: 'Native Spanish speaker and CELTA-certified English teacher with twelve years of experience. I help adults gain confidence for work, travel and the DELE and Cambridge exams, with lessons built around real conversations.',
    timezone: 'Europe/Madrid',
    currency: 'EUR',
    taxRate: 21,
    bufferMinutes: 10,
  },
  fee: { percent: 1.5, fixed: 25 },
  meetingHost: 'https://meet.example.com/elena',
  tags: [
    { key: 'dele', name: 'DELE exam', color: '#6366f1' },
    { key: 'business', name: 'Business', color: '#0ea5e9' },
    { key: 'conversation', name: 'Conversation', color: '#22c55e' },
    { key: 'grammar', name: 'Grammar', color: '#f59e0b' },
    { key: 'vip', name: 'VIP', color: '#ec4899' },
    { key: 'kids', name: 'Young learners', color: '#14b8a6' },
  ],
  students: demoStudents,
  family: demoFamily,
  services: demoServices,
  courseItems: demoCourseItems,
  discount: demoDiscount,
  lessonNotes: [
    {
      summary: 'Reviewed the preterite vs. imperfect with a travel story; good progress on fluency.',
      homework: 'Write 150 words about your last holiday using both past tenses.',
    },
    {
      summary: 'Role-played a job interview; worked on formal register and connectors.',
      homework: 'Record a 2-minute answer to "Why do you want this job?".',
    },
    {
      summary: 'Subjunctive after expressions of emotion; several new idioms.',
      homework: 'Exercises 4-7 of the subjunctive worksheet.',
    },
  ],
  reviews: {
    withResponse:
      'Elena makes every lesson fun and I finally understand the subjunctive. My speaking improved so much in a few weeks!',
    response: '¡Gracias, Sophie! It is a pleasure to see how confident you are now. On to the DELE!',
    withoutResponse: 'Great teacher, patient and well prepared. I felt comfortable speaking from the first minute.',
    recent: 'Very professional lessons with useful business vocabulary. Scheduling across time zones works perfectly.',
  },
  materials: demoMaterials,
};
