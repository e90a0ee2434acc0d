/**
 * Everyday words for the care categories: doctor, yoga, psychologist, salon. Weight 3 names
 * the service itself, 2 an object or symptom that points to it, 1 a loose hint; the strongest
 * wins, so "yoga teacher" is yoga and "hair fall" a doctor. Generic words name the category
 * but make a poor search query when a more specific word is present.
 */
import type { LexGroup } from './tags.ts';
import { concept } from './tags.ts';

const doctor: LexGroup[] = [
  concept(
    'doctor',
    'doctor',
    3,
    {
      en: ['doctor', 'doctors', 'docter', 'doctr', 'doc', 'physician', 'general physician', 'gp', 'md', 'mbbs', 'clinic', 'medical'],
      hi: ['daktar', 'dactor', 'doctorji', 'doctor sahab', 'डॉक्टर', 'डाक्टर', 'डॉक्टरों', 'चिकित्सक', 'वैद्य', 'doktor'],
      ta: ['டாக்டர்', 'டாக்டரை', 'மருத்துவர்', 'மருத்துவரை', 'டாக்டர்கிட்ட', 'daaktar', 'doctorkitta', 'maruthuvar'],
    },
    true,
  ),
  // The catalogue's specialties and the needs for them are in the needs vocabulary
  // (api/services/catalog/needs/, read through ./needs.ts); these are kinds the catalogue does not list.
  concept('doctor', 'neurologist', 3, { en: ['neurologist', 'neuro', 'nerve specialist'], hi: ['न्यूरोलॉजिस्ट'], ta: ['நரம்பியல் மருத்துவர்'] }),
  concept('doctor', 'dietician', 3, {
    en: ['dietician', 'dietitian', 'nutritionist', 'diet plan'],
    hi: ['डायटीशियन', 'न्यूट्रिशनिस्ट'],
    ta: ['டயட்டீஷியன்'],
  }),
  concept('doctor', 'bp check', 3, {
    en: ['bp', 'blood pressure', 'bp check', 'bp checkup', 'bp check up'],
    hi: ['बीपी', 'ब्लड प्रेशर', 'रक्तचाप'],
    ta: ['பிபி', 'ரத்த அழுத்தம்', 'இரத்த அழுத்தம்'],
  }),
  concept('doctor', 'checkup', 2, {
    en: [
      'checkup',
      'check up',
      'health checkup',
      'fever',
      'cough',
      'cold',
      'hospital',
      'bp',
      'sugar test',
      'blood test',
      'sick',
      'specialist',
    ],
    hi: ['bukhar', 'bukhaar', 'khansi', 'jukam', 'बुखार', 'खांसी', 'जुकाम', 'अस्पताल', 'बीमार', 'tabiyat'],
    ta: ['காய்ச்சல்', 'இருமல்', 'சளி', 'மருத்துவமனை', 'ஆஸ்பத்திரி', 'ஹாஸ்பிடல்', 'kaaichal', 'kaichal', 'hospital'],
  }),
];

const yoga: LexGroup[] = [
  concept('yoga', 'yoga', 3, {
    en: ['yoga', 'yoga teacher', 'yoga instructor', 'yoga trainer', 'meditation', 'pranayama', 'pilates'],
    hi: ['yog', 'yogasan', 'योग', 'योगा', 'योगासन', 'प्राणायाम', 'dhyan', 'ध्यान'],
    ta: ['யோகா', 'யோகம்', 'யோகாசனம்', 'தியானம்', 'yogam', 'dhiyanam'],
  }),
  concept('yoga', 'fitness trainer', 2, {
    // Zumba and aerobics are taught by fitness trainers (the catalogue's "Fitness and Zumba Trainer"), not yoga teachers.
    en: ['fitness', 'fitness trainer', 'gym trainer', 'personal trainer', 'workout', 'stretching', 'zumba', 'aerobics', 'gym'],
    hi: ['कसरत', 'kasrat', 'जुम्बा', 'ज़ुम्बा', 'एरोबिक्स', 'जिम', 'फिटनेस'],
    ta: ['உடற்பயிற்சி', 'ஜும்பா', 'ஏரோபிக்ஸ்', 'ஜிம்', 'ஃபிட்னஸ்'],
  }),
];

const psychologist: LexGroup[] = [
  concept(
    'psychologist',
    'psychologist',
    3,
    {
      en: [
        'psychologist',
        'psycologist',
        'psychologists',
        'psychiatrist',
        'therapist',
        'therapy',
        'counsellor',
        'counselor',
        'counselling',
        'counseling',
        'mental health',
        'psychotherapist',
        'shrink',
      ],
      hi: [
        'मनोवैज्ञानिक',
        'मनोचिकित्सक',
        'काउंसलर',
        'काउंसलिंग',
        'थेरेपिस्ट',
        'मनोवैग्यानिक',
        'साइकोलॉजिस्ट',
        'साइकेट्रिस्ट',
        'counsellor se baat',
        'manovaigyanik',
      ],
      ta: [
        'மனநல ஆலோசகர்',
        'மனநல மருத்துவர்',
        'மனநல',
        'கவுன்சிலர்',
        'கவுன்சிலிங்',
        'கவுன்சலிங்',
        'கவுன்சலர்',
        'தெரபிஸ்ட்',
        'மனோதத்துவ',
        'சைக்காலஜிஸ்ட்',
        'சைக்கியாட்ரிஸ்ட்',
        'manala aalosagar',
        'counsellorkitta',
      ],
    },
    true,
  ),
  // A child's attention, learning or behaviour is a child psychologist's work, whatever words the parent uses.
  concept('psychologist', 'stress counselling', 2, {
    en: [
      'stress',
      'stressed',
      'anxiety',
      'anxious',
      'depression',
      'depressed',
      'panic attack',
      'panic attacks',
      'overthinking',
      'burnout',
      'lonely',
    ],
    hi: ['tension', 'tanav', 'तनाव', 'डिप्रेशन', 'चिंता', 'घबराहट', 'टेंशन', 'pareshan', 'udaas'],
    ta: ['மன அழுத்தம்', 'மன அழுத்தமா', 'மன உளைச்சல்', 'டென்ஷன்', 'டிப்ரஷன்', 'கவலை', 'ஸ்ட்ரெஸ்', 'ஸ்ட்ரஸ்', 'mana azhutham', 'tension'],
  }),
];

const salon: LexGroup[] = [
  concept(
    'salon',
    'salon',
    3,
    {
      en: [
        'salon',
        'salons',
        'saloon',
        'parlour',
        'parlor',
        'beauty parlour',
        'beauty parlor',
        'beauty salon',
        'unisex salon',
        'barber',
        'barbershop',
        'beautician',
        'grooming',
        // "AC" before the place says it is air-conditioned: a salon, not an AC repair.
        'ac salon',
        'ac saloon',
        'ac parlour',
      ],
      hi: ['nai', 'naai', 'naayi', 'hajaam', 'सैलून', 'पार्लर', 'ब्यूटी पार्लर', 'नाई', 'सलून'],
      ta: ['சலூன்', 'சலூனுக்கு', 'பார்லர்', 'பியூட்டி பார்லர்', 'பியூட்டிஷியன்', 'முடிதிருத்தும்', 'saloonla', 'parlourla'],
    },
    true,
  ),
  concept('salon', 'haircut', 3, {
    en: [
      'haircut',
      'hair cut',
      'haircuts',
      'hair cutting',
      'hair',
      'cutting',
      'trim',
      'shave',
      'beard',
      'beard trim',
      'hair colour',
      'hair color',
      'hair spa',
      'blow dry',
      'hairstyle',
    ],
    hi: [
      'baal',
      'bal katwana',
      'baal katwana',
      'baal katwane',
      'baal kataana',
      'baal kat',
      'बाल',
      'बाल कटवाना',
      'बाल कटवाने',
      'बाल कटाने',
      'कटिंग',
      'हेयरकट',
      'हेयर कट',
      'दाढ़ी',
      'शेव',
      'daadhi',
    ],
    ta: [
      'ஹேர்கட்',
      'ஹேர் கட்',
      'முடி வெட்ட',
      'முடி வெட்டணும்',
      'முடி வெட்டுதல்',
      'முடி',
      'கட்டிங்',
      'ஷேவ்',
      'தாடி',
      'mudi vetta',
      'mudi vettanum',
      'mudi',
      'தலைமுடி',
      'thalai mudi',
      'thalaimudi',
    ],
  }),
  concept('salon', 'facial', 3, {
    en: ['facial', 'facials', 'cleanup', 'clean up', 'bleach', 'manicure', 'pedicure', 'nail art'],
    hi: ['फेशियल', 'मैनीक्योर', 'पेडीक्योर'],
    ta: ['ஃபேஷியல்', 'பேஷியல்'],
  }),
  concept('salon', 'threading', 3, {
    en: ['threading', 'eyebrow threading', 'eyebrows', 'eyebrow', 'waxing', 'wax'],
    hi: ['थ्रेडिंग', 'वैक्सिंग', 'आइब्रो'],
    ta: ['திரெடிங்', 'வாக்சிங்', 'புருவம்'],
  }),
  concept('salon', 'make-up', 3, {
    en: ['makeup', 'make up', 'make-up', 'bridal makeup', 'party makeup', 'saree draping'],
    hi: ['मेकअप', 'ब्राइडल मेकअप'],
    ta: ['மேக்கப்'],
  }),
  concept('salon', 'mehendi', 3, { en: ['mehendi', 'mehndi', 'henna'], hi: ['मेहंदी', 'मेंहदी'], ta: ['மெஹந்தி', 'மருதாணி'] }),
  concept('salon', 'massage', 3, { en: ['massage', 'spa', 'body massage'], hi: ['मसाज', 'मालिश', 'स्पा'], ta: ['மசாஜ்', 'ஸ்பா'] }),
  // A service named is the search term, so the offer carries that service ("Head massage"), not the salon's first one.
  concept('salon', 'head massage', 3, {
    en: ['head massage', 'head massages', 'scalp massage', 'champi', 'head oil massage'],
    hi: [
      'सिर की मालिश',
      'सिर की मसाज',
      'सिर मालिश',
      'चंपी',
      'हेड मसाज',
      'sir ki malish',
      'sir ki maalish',
      'sir ki champi',
      'sir ki massage',
      'champi',
    ],
    ta: ['தலை மசாஜ்', 'தலைக்கு மசாஜ்', 'ஹெட் மசாஜ்', 'தலைக்கு எண்ணெய் மசாஜ்', 'thalai massage', 'thalaikku massage', 'head massage'],
  }),
];

/**
 * Hair is a salon's first, and a skin doctor's where a doctor is asked for beside it ("hair keeps falling
 * out, need a doctor"): listed after the salon's words, the haircut wins alone and the doctor's words tip it.
 */
const hairAsSkin: LexGroup[] = [
  concept('doctor', 'dermatologist', 3, {
    en: ['hair'],
    hi: ['बाल', 'baal'],
    ta: ['முடி', 'mudi', 'தலைமுடி', 'thalai mudi', 'thalaimudi'],
  }),
];

/** Care categories. */
export const careCategoryGroups: LexGroup[] = [...doctor, ...yoga, ...psychologist, ...salon, ...hairAsSkin];
