/**
 * The needs vocabulary: the one table, read by Mitra's parser (agent/nlu) and by the catalogue
 * search, of what people say they need (symptoms, tasks, everyday words in English, Hindi and
 * Tamil, each in its own script and romanized) and which kind of provider serves it. Data only:
 * it imports nothing but types, so the parser stays pure.
 */
import type { CategoryId } from '#db/contract/categories.ts';
import type { NeedEntry, WhoRefiner } from './need-types.ts';
import { businessNeeds } from './needs-business.ts';
import { consultantNeeds } from './needs-consultants.ts';
import { doctorChildNeeds } from './needs-doctors-children.ts';
import { doctorHeartNeeds } from './needs-doctors-heart.ts';
import { doctorMoreNeeds } from './needs-doctors-more.ts';
import { doctorPrimaryNeeds } from './needs-doctors-primary.ts';
import { doctorSpecialistNeeds } from './needs-doctors-specialists.ts';
import { doctorTraditionalNeeds } from './needs-doctors-traditional.ts';
import { educationNeeds } from './needs-education.ts';
import { engineerApplianceNeeds } from './needs-engineers-appliances.ts';
import { homeDeviceNeeds } from './needs-home-devices.ts';
import { homeUtilityNeeds } from './needs-home-utilities.ts';
import { homeElectronicsNeeds } from './needs-home-electronics.ts';
import { homeTradeNeeds } from './needs-home-trades.ts';
import { carpentryNeeds } from './needs-carpentry.ts';
import { lifestyleNeeds } from './needs-lifestyle.ts';
import { otherServiceNeeds } from './needs-other-services.ts';
import { tailoringDecorNeeds } from './needs-tailoring-decor.ts';
import { tutorNeeds } from './needs-tutors.ts';
import { vehicleNeeds } from './needs-vehicles.ts';
import { wellbeingNeeds } from './needs-wellbeing.ts';
import { mindNeeds } from './needs-mind.ts';
import { childMindNeeds } from './needs-mind-child.ts';

export { needForms, type NeedEntry, type NeedFor, type NeedForm, type NeedWords, type WhoRefiner } from './need-types.ts';

/**
 * Every specialty of the catalogue with its needs, one file per group of kinds (each small
 * enough to read), in the order the parser and the search have always read them.
 */
export const needEntries: readonly NeedEntry[] = [
  ...doctorPrimaryNeeds,
  ...doctorChildNeeds,
  ...doctorSpecialistNeeds,
  ...doctorHeartNeeds,
  ...doctorMoreNeeds,
  ...doctorTraditionalNeeds,
  ...wellbeingNeeds,
  ...mindNeeds,
  ...childMindNeeds,
  ...homeTradeNeeds,
  ...carpentryNeeds,
  ...engineerApplianceNeeds,
  ...homeDeviceNeeds,
  ...homeUtilityNeeds,
  ...homeElectronicsNeeds,
  ...vehicleNeeds,
  ...otherServiceNeeds,
  ...tailoringDecorNeeds,
  ...tutorNeeds,
  ...educationNeeds,
  ...consultantNeeds,
  ...businessNeeds,
  ...lifestyleNeeds,
];

/**
 * The kind a need of the category goes to when it names no specialty: a symptom that needs a
 * doctor ("I feel dizzy, need a doctor") is a general physician's.
 */
export const defaultSpecialty: Partial<Record<CategoryId, string>> = { doctor: 'General Physician' };

/** School subjects a home tutor teaches (all subjects, at home). */
const schoolSubjectTutors = new Set(['maths tutor', 'physics tutor', 'chemistry tutor', 'english tutor', 'hindi tutor']);

/**
 * The kind that covers a kind missing in a city, offered as such: any doctor's specialty by a general physician; a
 * school subject's tutor by a home tutor ("weak in maths, tuition teacher near Saket"); an adult's counsellor or
 * clinical psychologist by a therapist. None for other kinds: a guitar or coding teacher has no stand-in.
 */
const adultMindKinds: ReadonlySet<string> = new Set(['clinical psychologist', 'counsellor']);

export function coveringKind(category: CategoryId | undefined, kind: string | undefined): string | undefined {
  if (category === 'doctor') return defaultSpecialty.doctor;
  // An adult's counsellor or clinical psychologist missing in the city: a therapist there sees the same worries.
  if (category === 'psychologist' && kind !== undefined && adultMindKinds.has(kind.toLowerCase())) return 'Therapist';
  return category === 'tutor' && kind !== undefined && schoolSubjectTutors.has(kind.toLowerCase()) ? 'Home Tutor' : undefined;
}

/** Who the appointment is for, and the kinds that changes. */
export const whoRefiners: readonly WhoRefiner[] = [
  {
    who: 'child',
    turns: {
      'General Physician': 'Paediatrician',
      Counsellor: 'Child Psychologist',
      Therapist: 'Child Psychologist',
      'Clinical Psychologist': 'Child Psychologist',
    },
    en: ['child', 'my child', 'kid', 'my kid', 'baby', 'my baby', 'toddler', 'infant', 'newborn', 'my son', 'my daughter'],
    hi: ['बच्चा', 'बच्चे', 'बच्ची', 'बच्चों', 'शिशु', 'बेटा', 'बेटे', 'बेटी', 'नवजात', 'मुन्ना', 'बिटिया'],
    hinglish: [
      'baccha',
      'bacche',
      'bachcha',
      'bachche',
      'bacchi',
      'bachchon',
      'bacchon',
      'beta',
      'bete',
      'beti',
      'munna',
      'bitiya',
      'shishu',
    ],
    ta: ['குழந்தை', 'குழந்தைக்கு', 'குழந்தையின்', 'பாப்பா', 'பாப்பாவுக்கு', 'மகன்', 'மகள்', 'மகனுக்கு', 'மகளுக்கு', 'பையன்'],
    tanglish: ['kuzhandhai', 'kuzhandhaikku', 'kozhandhai', 'paappa', 'pappa', 'paiyan', 'paiyanukku', 'ponnukku', 'magan', 'magal'],
  },
  {
    who: 'pregnant',
    turns: { 'General Physician': 'Gynaecologist', 'Fitness and Zumba Trainer': 'Yoga Instructor' },
    en: ['pregnant', 'pregnancy', 'expecting a baby', 'expecting mother', 'mother to be', 'during pregnancy', 'prenatal', 'trimester'],
    hi: ['गर्भवती', 'गर्भावस्था', 'प्रेगनेंट', 'पेट से', 'गर्भ', 'प्रेगनेंसी', 'गर्भ में', 'होने वाली मां'],
    hinglish: ['pregnant hoon', 'pregnant hai', 'garbhvati', 'pet se hai', 'pregnancy mein', 'garbh', 'hone wali maa', 'baccha hone wala'],
    ta: ['கர்ப்பம்', 'கர்ப்பிணி', 'கர்ப்பமா', 'கர்ப்ப காலம்', 'மாசமா இருக்கேன்', 'பிரக்னன்ட்', 'கர்ப்பமாக', 'வயிற்றில் குழந்தை'],
    tanglish: [
      'karppam',
      'karppini',
      'karppama irukken',
      'maasama irukken',
      'pregnant ah irukken',
      'karppa kaalam',
      'vayithula kuzhandhai',
      'pregnancy time',
    ],
  },
  {
    who: 'elderly',
    turns: {
      'Yoga Instructor': 'Therapeutic Yoga Teacher',
      'Fitness and Zumba Trainer': 'Therapeutic Yoga Teacher',
      Gynaecologist: 'General Physician',
    },
    en: [
      'elderly',
      'old parent',
      'elderly parent',
      'senior citizen',
      'grandmother',
      'grandfather',
      'grandma',
      'grandpa',
      'old age',
      'aged',
    ],
    hi: ['बुजुर्ग', 'बूढ़े', 'बूढ़ी', 'दादी', 'दादा', 'नानी', 'नाना', 'वरिष्ठ नागरिक', 'बुढ़ापा'],
    hinglish: ['buzurg', 'budhe', 'budhi', 'dadi', 'dada ji', 'nani', 'nana ji', 'budhapa', 'bade buzurg'],
    ta: ['வயதானவர்', 'வயதான', 'பாட்டி', 'தாத்தா', 'முதியவர்', 'மூத்த குடிமக்கள்', 'வயசான', 'பெரியவர்கள்'],
    tanglish: ['vayasaanavar', 'vayasaana', 'paati', 'thaatha', 'periyavanga', 'mudhiyavar', 'senior citizen', 'vayasu aanavanga'],
  },
];
