import { defineSpecialties } from './types.ts';

export const tutorSpecialties = defineSpecialties(
  'tutor',
  {
    hours: ['tuition'],
    femaleShare: 0.55,
    weight: 2,
    names: ['{full}', '{full}', 'm:{first} Sir Tuitions', "f:{first} Ma'am Tuitions"],
    bio: '{specialty} for CBSE, ICSE and State board students in {area}, {city}. {years} years of teaching.',
  },
  [
    {
      name: 'Maths Tutor',
      weight: 3,
      services: [
        ['Maths tuition (1 hour)', 60, 399, 799],
        ['Class 10 board maths', 60, 499, 899],
        ['Class 12 maths (CBSE)', 60, 599, 999],
        ['JEE maths doubt session', 60, 799, 1499],
        ['Vedic maths for kids', 60, 299, 599],
        ['Trial class', 30, 199, 299],
      ],
    },
    {
      name: 'Physics Tutor',
      services: [
        ['Physics tuition (1 hour)', 60, 499, 899],
        ['Class 12 physics', 60, 599, 999],
        ['NEET physics session', 60, 799, 1299],
        ['JEE physics problem solving', 60, 799, 1499],
        ['Class 9-10 science', 60, 399, 699],
      ],
    },
    {
      name: 'Chemistry Tutor',
      services: [
        ['Chemistry tuition (1 hour)', 60, 499, 899],
        ['Organic chemistry session', 60, 599, 999],
        ['NEET chemistry session', 60, 799, 1299],
        ['Class 11 chemistry', 60, 499, 899],
        ['Board exam revision', 60, 499, 799],
      ],
    },
    {
      name: 'English Tutor',
      femaleShare: 0.7,
      services: [
        ['English tuition (1 hour)', 60, 399, 699],
        ['Spoken English class', 60, 299, 599],
        ['English grammar tuition', 60, 299, 599],
        ['IELTS speaking practice', 60, 799, 1499],
        ['Creative writing for kids', 60, 399, 699],
      ],
    },
    {
      name: 'Home Tutor',
      weight: 2,
      names: ['{full}'],
      services: [
        ['Home tuition (Class 1-5)', 60, 299, 599],
        ['Home tuition (Class 6-8)', 60, 399, 699],
        ['Homework help', 60, 249, 499],
        ['Exam preparation session', 60, 399, 799],
        ['All subjects tuition (Class 9-10)', 60, 499, 899],
      ],
    },
    {
      name: 'Hindi Tutor',
      services: [
        ['Hindi tuition (1 hour)', 60, 299, 599],
        ['Hindi for beginners', 60, 299, 499],
        ['Class 10 Hindi board prep', 60, 399, 699],
        ['Sanskrit tuition', 60, 299, 599],
        ['Hindi reading and writing for kids', 60, 249, 499],
      ],
    },
    {
      name: 'Coding Tutor',
      femaleShare: 0.35,
      services: [
        ['Python for beginners', 60, 699, 1299],
        ['Scratch coding for kids', 60, 499, 899],
        ['Java tuition', 60, 699, 1299],
        ['Class 12 computer science', 60, 599, 999],
        ['Web development basics', 60, 799, 1499],
      ],
    },
    {
      name: 'Music Teacher',
      names: ['{full}', 'Pandit {full}', '{brand} Music Classes'],
      brands: ['Swar', 'Sargam', 'Raaga', 'Naad', 'Tarang'],
      services: [
        ['Carnatic vocal class', 60, 499, 999],
        ['Hindustani vocal class', 60, 499, 999],
        ['Guitar lesson', 60, 499, 999],
        ['Keyboard lesson', 60, 499, 999],
        ['Tabla class', 60, 399, 799],
        ['Veena lesson', 60, 599, 999],
      ],
    },
  ],
);

export const educationSpecialties = defineSpecialties(
  'education',
  {
    hours: ['institute'],
    femaleShare: 0.4,
    names: ['{brand} Coaching Institute', '{family} Classes', '{brand} Academy'],
    brands: ['Vidya', 'Gurukul', 'Brilliant', 'Pragati', 'Saraswati', 'Vision', 'Excel', 'Shiksha', 'Disha', 'Achievers'],
    bio: '{specialty} in {area}, {city}, running for {years} years with small batches.',
  },
  [
    {
      name: 'Coaching Institute',
      weight: 3,
      services: [
        ['IIT-JEE coaching demo class', 60, 199, 499],
        ['NEET coaching counselling', 30, 199, 499],
        ['Foundation course trial (Class 8-10)', 60, 199, 499],
        ['Crash course enquiry', 30, 199, 299],
        ['Mock test with analysis', 60, 299, 799],
      ],
    },
    {
      name: 'School Admission Counsellor',
      names: ['{full}', '{brand} Admissions'],
      femaleShare: 0.6,
      services: [
        ['School admission counselling', 45, 999, 1999],
        ['Nursery admission guidance', 45, 999, 1999],
        ['Board change guidance', 45, 799, 1499],
        ['Admission form help', 30, 499, 999],
        ['Interview preparation for kids', 45, 799, 1499],
      ],
    },
    {
      name: 'Career Counsellor',
      names: ['{full}', '{brand} Career Guidance'],
      services: [
        ['Career counselling session', 60, 1499, 2999],
        ['Psychometric test', 60, 1999, 3499],
        ['Study abroad counselling', 60, 999, 2499],
        ['College admission guidance', 60, 999, 1999],
        ['Stream selection after Class 10', 45, 999, 1999],
      ],
    },
    {
      name: 'Language Institute',
      names: ['{brand} Language Institute', '{brand} School of Languages'],
      services: [
        ['Spoken English course demo', 60, 199, 499],
        ['French (A1) class', 60, 499, 999],
        ['German (A1) class', 60, 599, 999],
        ['IELTS coaching demo', 60, 299, 599],
        ['Japanese for beginners', 60, 599, 999],
      ],
    },
    {
      name: 'Competitive Exam Coaching',
      services: [
        ['UPSC guidance session', 60, 499, 999],
        ['Bank PO coaching demo', 60, 199, 499],
        ['SSC CGL mock test', 60, 199, 499],
        ['CAT coaching demo', 60, 299, 699],
        ['GATE doubt session', 60, 499, 899],
      ],
    },
  ],
);
