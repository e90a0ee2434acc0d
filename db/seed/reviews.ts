import type { CategoryId } from '../schema/enums.ts';
import type { Random } from './random.ts';

/** Short review comments, in English with the Hinglish people actually write. */
const praiseByCategory: Record<CategoryId, string[]> = {
  doctor: [
    'Doctor ne patiently sab samjhaya. Very satisfied.',
    'Clinic was clean and the waiting time was short.',
    'Explained the treatment clearly, medicines worked within a week.',
    'Very polite doctor, listened to every concern.',
    'Best doctor in the area, highly recommended for the whole family.',
  ],
  yoga: [
    'Morning classes are energising. Back pain is much better now.',
    'Great instructor, sessions are well paced.',
    'Roz yoga karke neend bhi acchi aane lagi hai!',
    'Very calm teacher, perfect for beginners.',
  ],
  tutor: [
    "My son's marks improved a lot in two months.",
    'Concepts samjhane ka tarika bahut accha hai.',
    'Patient teacher, makes maths easy.',
    'Regular tests and clear notes. Worth every rupee.',
  ],
  plumber: [
    'Came on time and fixed the leak in 30 minutes.',
    'Reasonable charges, kaam saaf-suthra kiya.',
    'Bathroom fittings done neatly, no mess left behind.',
    'Quick response even on a Sunday morning.',
  ],
  carpenter: [
    'Fixed our wardrobe door perfectly, looks brand new.',
    'Skilled work and fair price.',
    'Bhaiya ne bed ek ghante mein assemble kar diya. Super!',
    'Neat finishing, cleaned up after the job.',
  ],
  consultant: [
    'Filed my returns without any hassle.',
    'Clear advice, saved me a lot of tax.',
    'Very knowledgeable and responsive on WhatsApp.',
    'Explained every clause of the agreement in simple words.',
  ],
  psychologist: [
    'Felt heard and understood. The sessions really helped.',
    'Practical tips for managing stress, very calm approach.',
    'Bahut supportive hain, judgement-free space.',
    'My daughter looks forward to her sessions now.',
  ],
  engineer: [
    'Site visit was thorough, detailed report shared the same day.',
    'Honest assessment of the cracks, no unnecessary work suggested.',
    'Very professional, drawings were clear and on time.',
    'Helped us plan the extra floor safely.',
  ],
  salon: [
    'Loved my haircut! Staff very friendly.',
    'Facial was relaxing, bas thoda wait karna pada.',
    'Bridal make-up was stunning, sab ne tareef ki.',
    'Clean place, good hygiene and fair prices.',
    'Best beard trim in the area.',
  ],
  business: [
    'Our Instagram reach doubled in a month.',
    'Creative team, delivered the logo before the deadline.',
    'Good understanding of small businesses.',
    'Website looks premium now, customers notice.',
  ],
  education: [
    'Faculty is experienced and doubt sessions are very helpful.',
    'Mock tests are exactly like the real exam.',
    'Counsellor ne sahi stream choose karne mein madad ki.',
    'Small batches, personal attention to every student.',
  ],
  restaurant: [
    'Food was tasty and service quick.',
    'Authentic taste, meals were fresh and unlimited.',
    'Biryani ekdum mast thi!',
    'Table was ready when we arrived. Good for families.',
    'Filter coffee was the best in town.',
  ],
  car: [
    'Car runs smooth now, mechanic knew his job.',
    'Pick-up and drop was on time, transparent bill.',
    'Car wash was thorough, interior spotless.',
    'Dent removed perfectly, colour match bilkul sahi.',
  ],
  repair: [
    'AC is cooling perfectly now. Thanks!',
    'Technician came on time and explained the problem.',
    'Fridge theek ho gaya same day. Reasonable charges.',
    'Genuine spare parts and a service warranty.',
  ],
  other: [
    'Photos came out beautiful, delivered on time.',
    'Packers handled everything carefully, no damage.',
    'Pest control was effective, no cockroaches since.',
    'Panditji ne puja poori vidhi se karwayi.',
    'Stitching fits perfectly.',
  ],
};

const generalPraise = [
  'Very professional and on time.',
  'Good experience, will book again.',
  'Bahut accha experience, highly recommended!',
  'Polite and helpful. Value for money.',
  'Booking was easy and the slot was honoured exactly.',
  'Ekdum badhiya service!',
];

const mixed = [
  'Decent service, thoda late aaye but kaam accha kiya.',
  'Average experience, could be better.',
  'Good work but a bit expensive.',
  'Okay-okay. Had to wait 20 minutes beyond my slot.',
  'Service fine, communication could improve.',
];

/** A rating from 3 to 5, leaning to 4 and 5 as real marketplaces do. */
export function pickRating(random: Random): number {
  return random.weighted([
    [5, 50],
    [4, 35],
    [3, 15],
  ]);
}

/** A comment that fits the rating and the provider's category; some reviews have none. */
export function pickComment(random: Random, category: CategoryId, rating: number): string | null {
  if (random.chance(0.1)) return null;
  if (rating <= 3) return random.pick(mixed);
  return random.chance(0.7) ? random.pick(praiseByCategory[category]) : random.pick(generalPraise);
}
