/**
 * Everyday words for tutor, education, restaurant, consultant and business (weights as in
 * categories-care.ts). "Teacher" alone is a tutor, "yoga teacher" is yoga; "ஹோட்டல்" and
 * "hotel" mean an eating place in Indian usage.
 */
import type { LexGroup } from './tags.ts';
import { concept } from './tags.ts';

const tutor: LexGroup[] = [
  concept(
    'tutor',
    'tuition',
    3,
    {
      en: [
        'tutor',
        'tutors',
        'tution',
        'tuition',
        'tuitions',
        'tutions',
        'home tutor',
        'home tuition',
        'private tutor',
        'maths tuition',
        'math tutor',
        'tuition teacher',
        'tutoring',
      ],
      hi: [
        'tuition',
        'tyushan',
        'ट्यूशन',
        'ट्यूटर',
        'होम ट्यूटर',
        'padhane wala',
        'padhane wali',
        'padhai',
        'पढ़ाने वाला',
        'पढ़ाई',
        'masterji',
        'मास्टरजी',
      ],
      ta: ['டியூஷன்', 'ட்யூஷன்', 'டியூசன்', 'டியூட்டர்', 'tuitionku', 'tuitionla'],
    },
    true,
  ),
  // Homework is what a home tutor helps with ("Homework help" is one of their services).
  concept('tutor', 'homework help', 2, {
    en: ['homework'],
    hi: ['homework', 'होमवर्क', 'गृहकार्य'],
    ta: ['வீட்டுப்பாடம்', 'homework', 'veetupaadam'],
  }),
  concept('tutor', 'teacher', 2, {
    en: ['teacher', 'teachers', 'drawing class'],
    hi: ['teacher', 'टीचर', 'शिक्षक', 'अध्यापक', 'मास्टर'],
    ta: ['டீச்சர்', 'ஆசிரியர்', 'வாத்தியார்', 'teacher', 'vaathiyaar'],
  }),
  concept('tutor', 'maths tutor', 3, {
    en: ['maths', 'math', 'mathematics'],
    hi: ['गणित', 'ganit', 'मैथ्स'],
    ta: ['கணக்கு', 'kanakku', 'மேத்ஸ்'],
  }),
  concept('tutor', 'science tutor', 3, {
    en: ['science', 'physics', 'chemistry', 'biology'],
    hi: ['विज्ञान', 'फिजिक्स', 'केमिस्ट्री'],
    ta: ['அறிவியல்', 'இயற்பியல்', 'வேதியியல்'],
  }),
  concept('tutor', 'english tutor', 3, {
    en: [],
    hi: [],
    ta: ['ஆங்கில டியூஷன்'],
  }),
  concept('tutor', 'hindi tutor', 3, {
    en: [],
    hi: [],
    ta: [],
  }),
  concept('tutor', 'music teacher', 3, {
    en: ['music class', 'guitar', 'piano', 'singing', 'keyboard class', 'violin'],
    hi: ['संगीत', 'गिटार'],
    ta: ['பாட்டு கிளாஸ்', 'இசை'],
  }),
  concept('tutor', 'dance', 3, { en: ['dance teacher', 'dance class', 'dance classes', 'dance'], hi: ['डांस'], ta: ['டான்ஸ்', 'நடனம்'] }),
];

const education: LexGroup[] = [
  concept('education', 'coaching institute', 3, {
    en: [
      'spoken english',
      'language institute',
      'coaching',
      'coaching centre',
      'coaching center',
      'institute',
      'academy',
      'admission',
      'admissions',
      'college admission',
      'neet',
      'jee',
      'upsc',
      'ielts',
      'gre',
      'career counselling',
      'education',
    ],
    hi: ['कोचिंग सेंटर', 'दाखिला', 'एडमिशन', 'संस्थान', 'शिक्षा', 'daakhila', 'dakhila'],
    ta: ['அட்மிஷன்', 'சேர்க்கை', 'கல்வி', 'நீட்', 'admissionku'],
  }),
  concept('education', 'school', 2, {
    en: ['school', 'college', 'university', 'exam prep', 'exam'],
    hi: ['स्कूल', 'कॉलेज', 'school'],
    ta: ['பள்ளி', 'ஸ்கூல்', 'கல்லூரி', 'school', 'schoolla'],
  }),
];

const restaurant: LexGroup[] = [
  concept('restaurant', 'restaurant', 3, {
    en: [
      'restaurant',
      'restaurants',
      // Air-conditioned: a restaurant, not an AC repair.
      'ac restaurant',
      'ac hotel',
      'restraunt',
      'restaurent',
      'resturant',
      'resto',
      'dhaba',
      'bistro',
      'dinner',
      'lunch',
      'brunch',
      'dine',
      'dining',
      'table for',
      'candle light dinner',
      'buffet',
      'bhojanalaya',
    ],
    hi: ['रेस्टोरेंट', 'रेस्तरां', 'रेस्टोरेंट में', 'ढाबा', 'डिनर', 'लंच', 'khana khane', 'खाना खाने', 'भोजनालय'],
    ta: ['ஹோட்டல்', 'உணவகம்', 'ரெஸ்டாரன்ட்', 'ரெஸ்டாரண்ட்', 'டின்னர்', 'மெஸ்', 'hotella', 'hotelku'],
  }),
  // A "mess" is what South India calls a meals place ("Annapoorna Mess"), as Tamil மெஸ் already says;
  // in English it is as often a disorder ("what a mess"), so it counts only where it names a place.
  { tag: { t: 'category', category: 'restaurant', term: 'restaurant', weight: 3, placeOnly: true }, words: { en: ['mess'] } },
  concept('restaurant', 'cafe', 3, {
    en: ['coffee shop', 'coffee house', 'cafeteria'],
    hi: ['कॉफी शॉप'],
    ta: ['காபி ஷாப்'],
  }),
  concept('restaurant', 'table', 2, {
    en: ['table', 'hotel', 'reservation for'],
    hi: ['टेबल', 'होटल', 'hotel', 'table'],
    ta: ['டேபிள்', 'டேபிள்', 'table', 'சாப்பாடு', 'saapadu'],
  }),
];

const consultant: LexGroup[] = [
  concept('consultant', 'chartered accountant', 3, {
    en: ['auditor', 'tax consultant', 'tax', 'income tax', 'itr', 'tax filing', 'tax return', 'consultant', 'consultants', 'consultancy'],
    hi: ['टैक्स', 'जीएसटी', 'आयकर', 'अकाउंटेंट', 'ऑडिटर', 'कंसल्टेंट', 'सलाहकार', 'karkhana registration'],
    ta: ['ஆடிட்டரை', 'சிஏ', 'வரி', 'ஜிஎஸ்டி', 'கணக்காளர்', 'ஆலோசகர்', 'auditorkitta', 'auditora'],
  }),
  // Investments and insurance are a financial advisor's work, not a CA's (the catalogue lists both).
  concept('consultant', 'financial advisor', 3, {
    en: ['financial adviser', 'financial planner', 'investment advisor', 'insurance advisor', 'wealth manager'],
    hi: ['निवेश सलाहकार', 'investment salah'],
    ta: ['முதலீட்டு ஆலோசகர்'],
  }),
  concept('consultant', 'lawyer', 3, {
    en: ['lawyers', 'attorney', 'notary', 'property dispute'],
    hi: ['wakil', 'अधिवक्ता', 'कानूनी', 'कोर्ट'],
    ta: ['வக்கீல்', 'வழக்கு', 'vakkeel', 'lawyerkitta'],
  }),
];

const business: LexGroup[] = [
  // A logo, a brand identity, a packaging design: a branding agency's services, each its own search term.
  // "logo" alone is also Hinglish for "people" ("5 logo ke liye"): only phrases name the design.
  concept('business', 'logo', 3, {
    en: ['logo design', 'logo designed', 'a logo', 'new logo', 'company logo', 'brand logo', 'logo for', 'logo designer'],
    hi: ['logo banwana', 'logo banwani', 'logo banana', 'logo chahiye', 'लोगो बनवाना', 'लोगो डिज़ाइन', 'लोगो डिजाइन', 'लोगो चाहिए'],
    ta: ['லோகோ', 'லோகோ டிசைன்', 'logo venum', 'logo design pannanum', 'logo pannanum'],
  }),
  concept('business', 'brand identity', 3, {
    en: ['brand identity', 'branding', 'rebranding', 'brand name', 'brand naming'],
    hi: ['ब्रांडिंग', 'ब्रांड पहचान', 'ब्रांड का नाम', 'brand pehchaan', 'brand ka naam', 'branding chahiye'],
    ta: ['பிராண்டிங்', 'பிராண்ட் அடையாளம்', 'பிராண்ட் பெயர்', 'branding venum', 'brand peyar'],
  }),
  concept('business', 'packaging', 3, {
    en: ['packaging design', 'packaging', 'label design'],
    hi: ['पैकेजिंग', 'पैकेजिंग डिज़ाइन', 'packaging design chahiye'],
    ta: ['பேக்கேஜிங்', 'பேக்கேஜிங் வடிவமைப்பு', 'packaging design pannanum'],
  }),
  concept('business', 'marketing agency', 3, {
    en: [
      'marketing',
      'digital marketing',
      'agency',
      'advertising',
      'ad agency',
      'seo',
      'social media',
      'social media marketing',
      'website',
      'web design',
      'web developer',
      'business',
      'business consultant',
      'startup',
      'pitch deck',
      'business plan',
      'ecommerce',
    ],
    hi: ['मार्केटिंग', 'विज्ञापन', 'वेबसाइट', 'बिजनेस', 'बिज़नेस', 'व्यापार', 'dhandha', 'vyapar'],
    ta: ['மார்க்கெட்டிங்', 'விளம்பரம்', 'வெப்சைட்', 'இணையதளம்', 'பிசினஸ்', 'வணிகம்', 'தொழில்'],
  }),
];

/** Learning, food, professional and business categories. */
export const workCategoryGroups: LexGroup[] = [...tutor, ...education, ...restaurant, ...consultant, ...business];
