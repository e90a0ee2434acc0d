import { defineSpecialties } from './types.ts';

const clinicBio = '{specialty} practising in {area}, {city} for {years} years.';

/** Doctors: the default sector of the marketplace, so the most numerous. */
export const doctorSpecialties = defineSpecialties(
  'doctor',
  {
    slotMinutes: 30,
    hours: ['clinic', 'clinicLate'],
    names: ['Dr. {full}'],
    weight: 3,
    femaleShare: 0.4,
    bio: clinicBio,
  },
  [
    {
      name: 'General Physician',
      weight: 5,
      services: [
        ['General consultation', 15, 299, 699],
        ['Fever and cold check-up', 15, 299, 599],
        ['Diabetes check-up', 30, 499, 899],
        ['BP check-up and advice', 15, 299, 499],
        ['Full body check-up consultation', 30, 799, 1499],
        ['Follow-up visit', 15, 199, 349],
        ['Video consultation', 15, 249, 499],
      ],
    },
    {
      name: 'Dermatologist',
      weight: 4,
      services: [
        ['Skin consultation', 20, 599, 999],
        ['Acne treatment', 30, 1499, 2499],
        ['Hair fall consultation', 20, 599, 999],
        ['Chemical peel', 30, 2499, 3999],
        ['Skin allergy check-up', 20, 599, 899],
        ['Pigmentation treatment', 30, 1999, 3499],
        ['Laser hair removal session', 30, 2999, 4999],
      ],
    },
    {
      name: 'Dentist',
      weight: 4,
      names: ['Dr. {full}', 'Dr. {full}', '{brand} Dental Clinic', '{area} Dental Care'],
      brands: ['Smile Care', 'Pearl', 'Bright Smile', 'Tooth Fairy', 'DentaCare', 'Sparkle', 'Sai Dental'],
      services: [
        ['Dental check-up', 20, 199, 499],
        ['Teeth cleaning and polishing', 30, 999, 1499],
        ['Tooth filling', 30, 1199, 2499],
        ['Root canal consultation', 20, 499, 799],
        ['Tooth extraction', 30, 999, 1999],
        ['Teeth whitening', 30, 3499, 4999],
        ['Braces consultation', 20, 499, 999],
      ],
    },
    {
      name: 'Paediatrician',
      weight: 3,
      femaleShare: 0.5,
      services: [
        ['Child consultation', 20, 499, 899],
        ['Vaccination visit', 15, 299, 599],
        ['Newborn check-up', 30, 599, 999],
        ['Growth and nutrition review', 20, 499, 799],
        ['Follow-up visit', 15, 199, 399],
      ],
    },
    {
      name: 'Gynaecologist',
      weight: 3,
      femaleShare: 0.9,
      services: [
        ['Gynae consultation', 20, 599, 999],
        ['Pregnancy check-up', 30, 699, 1199],
        ['PCOS consultation', 30, 699, 1199],
        ['Pap smear test', 20, 999, 1799],
        ['Follow-up visit', 15, 299, 499],
      ],
    },
    {
      name: 'ENT Specialist',
      services: [
        ['ENT consultation', 20, 499, 899],
        ['Ear wax removal', 20, 499, 999],
        ['Sinus consultation', 20, 599, 899],
        ['Hearing test', 30, 799, 1499],
        ['Throat infection check-up', 15, 399, 699],
      ],
    },
    {
      name: 'Orthopaedic',
      femaleShare: 0.15,
      services: [
        ['Ortho consultation', 20, 599, 999],
        ['Knee pain consultation', 20, 599, 999],
        ['Back pain consultation', 20, 599, 999],
        ['Sports injury check-up', 30, 799, 1299],
        ['Fracture follow-up', 15, 399, 699],
      ],
    },
    {
      name: 'Cardiologist',
      femaleShare: 0.2,
      services: [
        ['Heart consultation', 30, 999, 1499],
        ['ECG with consultation', 30, 1199, 1999],
        ['BP management review', 20, 699, 999],
        ['Cholesterol review', 20, 699, 999],
        ['Follow-up visit', 15, 499, 799],
      ],
    },
    {
      name: 'Ophthalmologist',
      services: [
        ['Eye check-up', 20, 399, 799],
        ['Vision test for spectacles', 20, 299, 599],
        ['Cataract consultation', 30, 699, 1199],
        ['Dry eye treatment', 20, 599, 999],
        ['Kids eye check-up', 20, 399, 699],
      ],
    },
    {
      name: 'Diabetologist',
      services: [
        ['Diabetes consultation', 30, 599, 999],
        ['Sugar test and review', 20, 399, 699],
        ['Diabetic diet consultation', 30, 499, 899],
        ['Insulin review', 20, 499, 799],
        ['Follow-up visit', 15, 299, 499],
      ],
    },
    {
      name: 'Physiotherapist',
      slotMinutes: 60,
      hours: ['therapy'],
      services: [
        ['Physiotherapy session', 45, 499, 999],
        ['Back pain physiotherapy', 45, 599, 999],
        ['Post-surgery rehab session', 60, 799, 1499],
        ['Home visit physiotherapy', 60, 999, 1499],
        ['Sports injury rehab', 45, 699, 1199],
      ],
    },
    {
      name: 'Ayurvedic Doctor',
      names: ['Dr. {full}', 'Vaidya {full}', '{brand} Ayurveda Clinic'],
      brands: ['Dhanvantari', 'Arogya', 'Kerala', 'Sanjeevani', 'Prakriti'],
      weight: 1,
      services: [
        ['Ayurvedic consultation', 30, 399, 799],
        ['Nadi pariksha', 20, 299, 599],
        ['Panchakarma consultation', 30, 499, 999],
        ['Diet and lifestyle plan', 30, 499, 899],
        ['Abhyanga massage', 30, 1199, 1999],
      ],
    },
    {
      name: 'Homeopath',
      weight: 1,
      services: [
        ['Homeopathy consultation', 20, 299, 599],
        ['Chronic allergy consultation', 30, 499, 899],
        ['Follow-up visit', 15, 199, 349],
        ['Child homeopathy consultation', 20, 299, 599],
        ['Skin and hair homeopathy', 20, 399, 699],
      ],
    },
  ],
);

export const psychologistSpecialties = defineSpecialties(
  'psychologist',
  {
    hours: ['therapy'],
    names: ['{full}', 'Dr. {full}'],
    femaleShare: 0.65,
    weight: 2,
    bio: '{specialty} in {area}, {city}; {years} years of practice, in person and online.',
  },
  [
    {
      name: 'Counsellor',
      services: [
        ['Counselling session (50 min)', 50, 999, 1999],
        ['Stress management session', 50, 999, 1799],
        ['Online counselling (video)', 45, 799, 1499],
        ['Relationship counselling', 60, 1499, 2499],
        ['Student counselling', 45, 699, 1199],
      ],
    },
    {
      name: 'Therapist',
      services: [
        ['Therapy session (CBT)', 50, 1499, 2499],
        ['Anxiety therapy session', 50, 1499, 2499],
        ['Depression counselling', 50, 1499, 2499],
        ['Couples therapy', 60, 1999, 3499],
        ['Online therapy (video)', 50, 1199, 1999],
      ],
    },
    {
      name: 'Clinical Psychologist',
      names: ['Dr. {full}'],
      services: [
        ['Psychological assessment', 60, 2499, 3999],
        ['Therapy session', 50, 1499, 2499],
        ['Sleep problems consultation', 45, 1199, 1999],
        ['OCD therapy session', 50, 1499, 2499],
        ['Follow-up session', 45, 999, 1499],
      ],
    },
    {
      name: 'Child Psychologist',
      femaleShare: 0.8,
      services: [
        ['Child counselling session', 50, 1199, 1999],
        ['ADHD assessment consultation', 60, 1999, 3499],
        ['Parenting guidance session', 50, 999, 1799],
        ['Learning difficulty assessment', 60, 1999, 3499],
        ['Exam anxiety session', 45, 799, 1299],
      ],
    },
  ],
);

export const yogaSpecialties = defineSpecialties(
  'yoga',
  {
    hours: ['yoga'],
    femaleShare: 0.6,
    names: ['{full}', '{brand} Yoga Studio', 'Yoga with {first}'],
    brands: ['Prana', 'Shanti', 'Surya', 'Anand', 'Sattva', 'Om', 'Tapas', 'Moksha'],
    bio: '{specialty} teaching in {area}, {city} for {years} years. Group and one-on-one classes.',
  },
  [
    {
      name: 'Yoga Instructor',
      weight: 2,
      services: [
        ['Hatha yoga class', 60, 299, 599],
        ['Yoga for beginners', 60, 299, 499],
        ['Power yoga (1 hour)', 60, 399, 699],
        ['Personal yoga session at home', 60, 799, 1499],
        ['Prenatal yoga', 60, 499, 999],
        ['Weekend yoga workshop', 60, 999, 1999],
      ],
    },
    {
      name: 'Pranayama and Meditation Coach',
      services: [
        ['Pranayama session', 45, 299, 599],
        ['Guided meditation', 30, 199, 499],
        ['Breathing for stress relief', 45, 399, 699],
        ['Morning meditation group', 60, 199, 399],
        ['Mindfulness one-on-one', 60, 799, 1299],
      ],
    },
    {
      name: 'Therapeutic Yoga Teacher',
      services: [
        ['Yoga for back pain', 60, 499, 899],
        ['Yoga for diabetes', 60, 499, 899],
        ['Yoga for PCOS', 60, 499, 899],
        ['Yoga for seniors', 60, 399, 699],
        ['Yoga for thyroid', 60, 499, 899],
      ],
    },
    {
      name: 'Fitness and Zumba Trainer',
      names: ['{full}', '{brand} Fitness Studio'],
      brands: ['FitZone', 'Pulse', 'Urban Sweat', 'Move'],
      femaleShare: 0.5,
      services: [
        ['Fitness class', 60, 299, 599],
        ['Zumba class', 60, 299, 499],
        ['Personal training session', 60, 799, 1499],
        ['Weight loss session', 60, 599, 999],
        ['Stretching and mobility', 45, 299, 599],
      ],
    },
  ],
);
