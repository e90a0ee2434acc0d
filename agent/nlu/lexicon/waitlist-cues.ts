import { cue, type LexGroup } from './tags.ts';

/** "Put me on the waitlist", "waitlist mein daal do", "காத்திருப்பு பட்டியலில் சேர்" (issue 26.2). */
export const waitlistCueGroups: LexGroup[] = [
  cue('waitlist', {
    en: ['waitlist', 'wait list', 'waiting list', 'wait-list'],
    hi: ['वेटलिस्ट', 'वेट लिस्ट', 'प्रतीक्षा सूची', 'waitlist mein', 'waiting list mein'],
    ta: [
      'காத்திருப்பு பட்டியல்',
      'காத்திருப்பு பட்டியலில்',
      'வெயிட்லிஸ்ட்',
      'kaathiruppu pattiyal',
      'kaathiruppu pattiyalil',
      'kathiruppu pattiyal',
      'kathiruppu pattiyalil',
    ],
  }),
];
