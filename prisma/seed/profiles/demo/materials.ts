import type { TeacherProfile } from '../../types';

/** Elena's materials library: nested folders, two lesson templates and four resources. */
export const demoMaterials: TeacherProfile['materials'] = {
  folders: [
    { key: 'grammar', name: 'Grammar', emoji: '📘', color: '#f59e0b' },
    { key: 'grammar-b1', name: 'B1 intermediate', emoji: '🧩', color: '#f97316', parent: 'grammar' },
    { key: 'exams', name: 'DELE exam practice', emoji: '🎯', color: '#6366f1' },
  ],
  templates: [
    {
      key: 'past-tenses',
      folder: 'grammar-b1',
      name: 'Past tenses in context',
      description: 'Preterite vs. imperfect through storytelling.',
      categories: ['grammar', 'B1'],
      defaultNotes: 'Warm-up story, contrast table, guided practice, free speaking.',
    },
    {
      key: 'oral-exam',
      folder: 'exams',
      name: 'DELE oral exam rehearsal',
      description: 'Timed monologue and dialogue practice.',
      categories: ['exam', 'speaking'],
      defaultNotes: 'Task 1 monologue (3 min), task 2 dialogue, feedback on rubric.',
    },
  ],
  resources: [
    {
      key: 'tenses-sheet',
      folder: 'grammar-b1',
      label: 'Preterite vs. imperfect worksheet',
      url: 'https://example.com/materials/preterite-imperfect.pdf',
      provider: 'link',
      type: 'homework',
      favorite: true,
    },
    {
      key: 'subjunctive-video',
      folder: 'grammar',
      label: 'The subjunctive in 10 minutes',
      url: 'https://video-a.example.com/watch/subjuntivo-10',
      provider: 'video_a',
      type: 'reference',
    },
    {
      key: 'mock-exam',
      folder: 'exams',
      label: 'DELE B2 mock exam (written)',
      url: 'https://drive.example.com/file/dele-b2-mock',
      provider: 'drive',
      type: 'material',
    },
    {
      key: 'rubric',
      folder: 'exams',
      label: 'Oral exam marking rubric',
      url: 'https://example.com/materials/dele-oral-rubric',
      provider: 'link',
      type: 'reference',
      favorite: true,
    },
  ],
};
