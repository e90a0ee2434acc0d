/**
 * The words people use for each catalogue category, in English, romanized Hindi and Tamil,
 * Devanagari and Tamil script. One table for the search index and for the agent, so "barber"
 * means salon everywhere. Phrases are written as people type them; matching works on words.
 */
import { categoryIds, type CategoryId } from '#db/schema/index.ts';
import { needEntries, needForms, whoRefiners } from '../needs/needs.ts';
import { normaliseLabel, tokenise } from './normalise.ts';

/** English display names, as the landing page tiles show them (spec §2). */
export const categoryNames: Record<CategoryId, string> = {
  doctor: 'Doctors',
  yoga: 'Yoga',
  tutor: 'Tutors',
  plumber: 'Plumbers',
  carpenter: 'Carpenters',
  consultant: 'Consultants',
  psychologist: 'Psychologists',
  engineer: 'Engineers',
  salon: 'Salons',
  business: 'Business',
  education: 'Education',
  restaurant: 'Restaurants',
  car: 'Car Service',
  repair: 'Repair',
  other: 'Other',
};

/** Everyday words and phrases for each category (evals README "Category synonyms", and more). */
export const categorySynonyms: Record<CategoryId, readonly string[]> = {
  doctor: [
    'doctor',
    'doctors',
    'physician',
    'general physician',
    'clinic',
    'dentist',
    'dental',
    'dermatologist',
    'skin specialist',
    'paediatrician',
    'pediatrician',
    'child specialist',
    'gynaecologist',
    'gynecologist',
    'ent specialist',
    'orthopaedic',
    'orthopedic',
    'cardiologist',
    'ophthalmologist',
    'eye specialist',
    'daktar',
    'doctorji',
    'डॉक्टर',
    'डाक्टर',
    'चिकित्सक',
    'दंत चिकित्सक',
    'மருத்துவர்',
    'டாக்டர்',
    'பல் மருத்துவர்',
  ],
  yoga: ['yoga', 'yoga class', 'meditation', 'pranayama', 'fitness class', 'fitness', 'zumba', 'pilates', 'योग', 'योगा', 'யோகா', 'யோகம்'],
  tutor: [
    'tutor',
    'tutors',
    'tuition',
    'tuitions',
    'home tutor',
    'maths tuition',
    'math tutor',
    'teacher',
    'maths',
    'physics',
    'chemistry',
    'ट्यूशन',
    'ट्यूटर',
    'शिक्षक',
    'டியூஷன்',
    'ஆசிரியர்',
  ],
  plumber: ['plumber', 'plumbers', 'plumbing', 'tap leak', 'pipe leak', 'nalli', 'nal', 'drainage', 'प्लंबर', 'नल', 'பிளம்பர்', 'குழாய்'],
  carpenter: ['carpenter', 'carpenters', 'carpentry', 'furniture', 'woodwork', 'wardrobe', 'badhai', 'बढ़ई', 'कारपेंटर', 'தச்சர்', 'கார்பெண்டர்'],
  consultant: [
    'consultant',
    'consultants',
    'consultancy',
    'ca',
    'chartered accountant',
    'accountant',
    'auditor',
    'tax',
    'gst',
    'itr',
    'lawyer',
    'advocate',
    'legal',
    'vakil',
    'वकील',
    'सीए',
    'ஆடிட்டர்',
    'வழக்கறிஞர்',
  ],
  psychologist: [
    'psychologist',
    'psychologists',
    'therapist',
    'therapy',
    'counsellor',
    'counselor',
    'counselling',
    'counseling',
    'psychiatrist',
    'mental health',
    'stress',
    'anxiety',
    'मनोवैज्ञानिक',
    'काउंसलर',
    'மனநல ஆலோசகர்',
    'ஆலோசகர்',
  ],
  engineer: ['engineer', 'engineers', 'civil engineer', 'structural engineer', 'site engineer', 'इंजीनियर', 'பொறியாளர்', 'இன்ஜினியர்'],
  salon: [
    'salon',
    'salons',
    'saloon',
    'parlour',
    'parlor',
    'beauty parlour',
    'barber',
    'haircut',
    'hair cut',
    'hair',
    'facial',
    'spa',
    'makeup',
    'make up',
    'bridal',
    'manicure',
    'pedicure',
    'waxing',
    'threading',
    'grooming',
    'नाई',
    'सैलून',
    'पार्लर',
    'சலூன்',
    'பார்லர்',
  ],
  business: ['business', 'marketing', 'digital marketing', 'branding', 'agency', 'advertising', 'seo', 'बिज़नेस', 'வணிகம்'],
  education: [
    'education',
    'coaching',
    'coaching institute',
    'institute',
    'school',
    'school admission',
    'admission',
    'academy',
    'entrance',
    'शिक्षा',
    'कोचिंग',
    'கல்வி',
    'பள்ளி',
  ],
  restaurant: ['restaurant', 'restaurants', 'hotel', 'mess', 'dining', 'cafe', 'dhaba', 'रेस्टोरेंट', 'ढाबा', 'ஹோட்டல்', 'உணவகம்'],
  car: ['car', 'cars', 'car service', 'car wash', 'garage', 'mechanic', 'vehicle', 'कार', 'गाड़ी', 'கார்', 'மெக்கானிக்'],
  repair: [
    'repair',
    'repairs',
    'ac',
    'ac repair',
    'air conditioner',
    'fridge',
    'refrigerator',
    'washing machine',
    'microwave',
    'appliance',
    'electrician',
    'रिपेयर',
    'मरम्मत',
    'ரிப்பேர்',
    'பழுது',
  ],
  other: [
    'other',
    'photographer',
    'photography',
    'movers',
    'packers',
    'packers and movers',
    'pest control',
    'pest',
    'pandit',
    'priest',
    'cleaning',
    'फोटोग्राफर',
    'पंडित',
    'புகைப்படக்காரர்',
  ],
};

/**
 * A specialty followed by the one-word needs for it (../needs/needs.ts) and the words for who it
 * serves: what the index reads for a specialty, so "tooth" finds dentists as the palette types.
 */
export function specialtySearchText(specialty: string): string {
  const entry = needEntries.find((candidate) => candidate.specialty === specialty);
  const own = entry ? needForms.flatMap((form) => entry[form]) : [];
  const who = whoRefiners
    .filter((refiner) => Object.values(refiner.turns).includes(specialty))
    .flatMap((refiner) => needForms.flatMap((form) => refiner[form]));
  const extra = [...new Set([...own, ...who].map(normaliseLabel))].filter((phrase) => phrase.length > 0 && !phrase.includes(' '));
  return extra.length > 0 ? `${specialty} ${extra.join(' ')}` : specialty;
}

/** Words too general to stand for a category on their own ("car service" is a car, "service" is not). */
const genericWords = new Set([
  'service',
  'services',
  'and',
  'general',
  'class',
  'up',
  'cut',
  'control',
  'machine',
  'specialist',
  'leak',
  'home',
]);

/**
 * The single words that stand for each category: its id, its display name's words and its
 * synonyms' distinctive words. The search index attaches these to every provider of the category.
 */
export function categoryWords(): Map<string, CategoryId[]> {
  const words = new Map<string, CategoryId[]>();
  for (const category of categoryIds) {
    const phrases = [category, categoryNames[category], ...categorySynonyms[category]];
    for (const word of new Set(phrases.flatMap((phrase) => tokenise(phrase)))) {
      if (genericWords.has(word)) continue;
      const list = words.get(word) ?? [];
      if (!list.includes(category)) list.push(category);
      words.set(word, list);
    }
  }
  return words;
}

/** The words of the categories' own names ("doctor", "doctors", "salons"…), with their category. */
export function categoryNameWords(): [string, CategoryId][] {
  return categoryIds.flatMap((category) =>
    [...new Set([category, ...tokenise(categoryNames[category])])]
      .filter((word) => !genericWords.has(word))
      .map((word): [string, CategoryId] => [word, category]),
  );
}

let phraseKeys: { category: CategoryId; key: string }[] | undefined;

/**
 * The categories a message names through any of their words or phrases ("washing machine",
 * "pest control", "डॉक्टर"), matched as whole words; in the order of first mention.
 */
export function findCategoriesInText(text: string): CategoryId[] {
  phraseKeys ??= categoryIds.flatMap((category) =>
    [category, categoryNames[category], ...categorySynonyms[category]].map((phrase) => ({ category, key: ` ${normaliseLabel(phrase)} ` })),
  );
  const padded = ` ${normaliseLabel(text)} `;
  const found = phraseKeys.flatMap(({ category, key }) => {
    const at = padded.indexOf(key);
    return at >= 0 ? [{ category, at }] : [];
  });
  found.sort((a, b) => a.at - b.at);
  return [...new Set(found.map((entry) => entry.category))];
}
