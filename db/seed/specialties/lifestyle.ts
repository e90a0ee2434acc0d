import { hinduCommunities } from '../people.ts';
import { defineSpecialties } from './types.ts';

const salonBrands = ['Glow', 'Looks', 'Style Street', 'Shear Magic', 'Blush', 'Trendz', 'Mirror Mirror', 'Roop', 'Velvet', 'Studio 9'];

export const salonSpecialties = defineSpecialties(
  'salon',
  {
    slotMinutes: 30,
    hours: ['salon'],
    femaleShare: 0.6,
    weight: 2,
    brands: salonBrands,
    bio: '{specialty} in {area}, {city}. Hygienic, friendly and open all week. {years} years running.',
  },
  [
    {
      name: 'Unisex Salon',
      weight: 3,
      names: ['{brand} Unisex Salon', '{brand} Hair Studio', '{brand} Salon'],
      services: [
        ['Haircut (men)', 30, 199, 399],
        ['Haircut (women)', 30, 399, 899],
        ['Hair colour', 30, 999, 2499],
        ['Hair spa', 30, 799, 1499],
        ['Head massage', 30, 199, 399],
        ['Keratin treatment consultation', 30, 199, 499],
      ],
    },
    {
      name: 'Barber',
      weight: 2,
      femaleShare: 0.02,
      names: ["{family} Men's Salon", '{first} Hair Cutting Saloon', "{brand} Men's Grooming"],
      services: [
        ['Haircut (men)', 30, 199, 299],
        ['Shave', 15, 199, 249],
        ['Beard trim and styling', 15, 199, 299],
        ['Kids haircut', 30, 199, 249],
        ['Hair colour (men)', 30, 499, 999],
        ['Face massage', 30, 199, 399],
      ],
    },
    {
      name: 'Beauty Parlour',
      weight: 2,
      femaleShare: 0.97,
      names: ["{first}'s Beauty Parlour", '{brand} Beauty Parlour', '{brand} Ladies Salon'],
      services: [
        ['Facial', 30, 699, 1999],
        ['Eyebrow threading', 15, 199, 249],
        ['Full arms waxing', 30, 299, 599],
        ['Manicure', 30, 399, 699],
        ['Pedicure', 30, 499, 899],
        ['Clean-up', 30, 399, 799],
      ],
    },
    {
      name: 'Bridal Make-up Artist',
      slotMinutes: 60,
      femaleShare: 0.95,
      names: ['{full} Makeovers', 'Make-up by {first}', '{full}'],
      services: [
        ['Bridal make-up', 60, 3999, 4999],
        ['Party make-up', 60, 1499, 2999],
        ['Engagement make-up', 60, 2999, 4999],
        ['Saree draping', 30, 499, 999],
        ['HD make-up trial', 60, 1999, 3499],
      ],
    },
    {
      name: 'Mehendi Artist',
      slotMinutes: 60,
      femaleShare: 0.9,
      names: ['{full} Mehendi Art', 'Mehendi by {first}'],
      services: [
        ['Bridal mehendi', 60, 2499, 4999],
        ['Party mehendi (both hands)', 60, 499, 999],
        ['Arabic mehendi', 60, 399, 799],
        ['Kids mehendi', 30, 199, 299],
        ['Karwa Chauth mehendi', 60, 499, 999],
      ],
    },
    {
      name: 'Spa and Massage',
      slotMinutes: 60,
      names: ['{brand} Spa', '{brand} Wellness Spa'],
      services: [
        ['Full body massage', 60, 1499, 2999],
        ['Foot reflexology', 30, 599, 999],
        ['Ayurvedic abhyanga', 60, 1999, 3499],
        ['Head and shoulder massage', 30, 499, 899],
        ['Couple spa consultation', 30, 199, 499],
      ],
    },
  ],
);

export const restaurantSpecialties = defineSpecialties(
  'restaurant',
  {
    hours: ['restaurant'],
    femaleShare: 0.3,
    weight: 1.5,
    bio: '{specialty} in {area}, {city}, serving families for {years} years. Table bookings for lunch and dinner.',
  },
  [
    {
      name: 'South Indian Mess',
      weight: 2,
      names: ['Annapoorna Mess', 'Sri {brand} Bhavan', 'Hotel {brand}', '{brand} Mess', '{area} Mess'],
      brands: ['Saravana', 'Murugan', 'Lakshmi', 'Krishna', 'Ganesh', 'Vasantha', 'Ambika', 'Udupi'],
      services: [
        ['Table for 2 (lunch meals)', 60, 199, 399],
        ['Table for 4 (meals)', 60, 399, 799],
        ['Unlimited meals for 2', 60, 299, 599],
        ['Tiffin table for 2', 60, 199, 299],
        ['Family table for 6', 60, 799, 1499],
      ],
    },
    {
      name: 'North Indian Restaurant',
      names: ['{brand} Dhaba', '{family} Da Dhaba', '{brand} Rasoi', 'Punjabi Tadka'],
      brands: ['Sher-e-Punjab', 'Haveli', 'Dilli Darbar', 'Pind', 'Amritsari', 'Desi Tadka'],
      services: [
        ['Table for 2 (dinner)', 60, 199, 499],
        ['Punjabi thali for 2', 60, 499, 999],
        ['Family dinner for 4', 60, 999, 1999],
        ['Rooftop table for 2', 60, 499, 999],
        ['Birthday table for 8', 60, 1999, 3999],
      ],
    },
    {
      name: 'Biryani House',
      names: ['{brand} Biryani House', '{family} Biryani Point', 'Hotel {brand}'],
      brands: ['Nizam', 'Nawabi', 'Deccan', 'Lucknowi', 'Charminar', 'Zaika', 'Royal'],
      services: [
        ['Table for 2', 60, 199, 499],
        ['Biryani feast for 4', 60, 999, 1999],
        ['Family table for 6', 60, 999, 2499],
        ['Haleem and kebab platter for 2', 60, 799, 1499],
        ['Private dining for 10', 60, 2999, 4999],
      ],
    },
    {
      name: 'Pure Veg Thali Restaurant',
      names: ['{brand} Thali', '{brand} Bhojanalaya', 'Shree {brand} Pure Veg'],
      brands: ['Rasoi Ghar', 'Gokul', 'Annapurna', 'Govinda', 'Swagat', 'Chokhi'],
      services: [
        ['Thali for 2', 60, 499, 999],
        ['Family thali for 4', 60, 999, 1999],
        ['Jain thali for 2', 60, 499, 999],
        ['Festive thali booking', 60, 599, 1199],
        ['Table for 2', 60, 199, 399],
      ],
    },
    {
      name: 'Cafe',
      names: ['{brand} Cafe', 'Cafe {brand}', 'The {brand} Coffee House'],
      brands: ['Chai Katta', 'Brew', 'Filter Kaapi', 'Adda', 'Bean There', 'Irani'],
      services: [
        ['Table for 2', 60, 199, 299],
        ['Book club table for 6', 60, 599, 999],
        ['Birthday corner booking', 60, 999, 1999],
        ['Work table (2 hours)', 60, 299, 499],
        ['High tea for 2', 60, 499, 899],
      ],
    },
    {
      name: 'Bengali Kitchen',
      names: ['{brand} Kitchen', 'Banglar {brand}', '{brand} Rannaghar'],
      brands: ['Maa Annapurna', 'Ilish', 'Shorshe', 'Bhog', 'Sholo Ana'],
      communities: ['bengali'],
      services: [
        ['Table for 2', 60, 199, 399],
        ['Fish thali for 2', 60, 599, 999],
        ['Family table for 4', 60, 799, 1499],
        ['Durga Puja special for 4', 60, 1499, 2999],
        ['Mishti platter pre-order', 60, 299, 599],
      ],
    },
  ],
);

export const carSpecialties = defineSpecialties(
  'car',
  {
    hours: ['garage'],
    femaleShare: 0.03,
    weight: 1.5,
    names: ['{family} Auto Care', '{brand} Car Service', '{brand} Motors'],
    brands: ['Speed', 'Pitstop', 'AutoFix', 'Car Clinic', 'Wheelz', 'Shree Ganesh', 'Balaji', 'Highway'],
    bio: '{specialty} in {area}, {city}. Pick-up and drop available. {years} years servicing all makes.',
  },
  [
    {
      name: 'Car Service Centre',
      weight: 3,
      services: [
        ['Car general service', 60, 1999, 4999],
        ['Oil change', 60, 999, 2499],
        ['Wheel alignment and balancing', 60, 499, 999],
        ['Brake check', 30, 299, 599],
        ['Car AC service', 60, 999, 2499],
        ['Full car inspection', 60, 499, 999],
      ],
    },
    {
      name: 'Car Wash and Detailing',
      names: ['{brand} Car Spa', '{brand} Car Wash'],
      services: [
        ['Car wash (exterior)', 30, 199, 399],
        ['Foam wash and vacuum', 60, 399, 699],
        ['Interior deep cleaning', 60, 999, 1999],
        ['Full detailing', 60, 2999, 4999],
        ['Ceramic coating consultation', 30, 199, 499],
      ],
    },
    {
      name: 'Denting and Painting',
      names: ['{family} Auto Works', '{brand} Body Shop'],
      services: [
        ['Dent repair', 60, 999, 2499],
        ['Scratch removal', 60, 799, 1999],
        ['Bumper painting', 60, 1999, 3999],
        ['Full panel painting quote', 30, 199, 499],
        ['Headlight restoration', 60, 599, 999],
      ],
    },
    {
      name: 'Bike Service Centre',
      names: ['{family} Two Wheelers', '{brand} Bike Care'],
      services: [
        ['Bike general service', 60, 499, 999],
        ['Bike oil change', 30, 299, 599],
        ['Bike wash', 30, 199, 299],
        ['Chain and sprocket check', 30, 199, 399],
        ['Puncture and tyre change', 30, 199, 499],
      ],
    },
  ],
);

export const otherSpecialties = defineSpecialties(
  'other',
  {
    hours: ['studio'],
    weight: 1,
    bio: '{specialty} in {city}, serving {area} and nearby for {years} years.',
  },
  [
    {
      name: 'Photographer',
      names: ['{full} Photography', '{brand} Studio', '{brand} Clicks'],
      brands: ['Shubh', 'Lens Art', 'Candid Moments', 'Frame Factory', 'Pixel Tales'],
      services: [
        ['Portrait photoshoot (1 hour)', 60, 1999, 3999],
        ['Birthday party photography', 60, 2499, 4999],
        ['Pre-wedding shoot consultation', 60, 499, 999],
        ['Product photography', 60, 1999, 4999],
        ['Maternity shoot', 60, 2999, 4999],
        ['Passport photos', 15, 199, 299],
      ],
    },
    {
      name: 'Packers and Movers',
      hours: ['trades'],
      femaleShare: 0.05,
      names: ['{family} Packers and Movers', '{brand} Relocations'],
      brands: ['SafeShift', 'Swift Cargo', 'QuickMove', 'Ghar Badlo', 'Shree Balaji'],
      services: [
        ['Home shifting survey', 60, 199, 499],
        ['1BHK shifting estimate', 60, 199, 499],
        ['Vehicle transport quote', 30, 199, 299],
        ['Office relocation survey', 60, 499, 999],
        ['Packing material delivery', 60, 799, 1499],
      ],
    },
    {
      name: 'Pest Control',
      hours: ['trades'],
      femaleShare: 0.05,
      names: ['{brand} Pest Control', '{family} Pest Solutions'],
      brands: ['SafeHome', 'BugFree', 'Hygiene First', 'PestGuard', 'Green Shield'],
      services: [
        ['General pest control (1BHK)', 60, 799, 1499],
        ['Cockroach control', 60, 699, 1299],
        ['Termite treatment', 60, 1999, 4499],
        ['Bed bug treatment', 60, 1499, 2999],
        ['Mosquito control', 60, 599, 999],
      ],
    },
    {
      name: 'Pandit',
      hours: ['puja'],
      femaleShare: 0,
      communities: hinduCommunities,
      names: ['Pandit {full}', 'Pandit {first} Ji'],
      services: [
        ['Griha pravesh puja', 60, 2100, 4999],
        ['Satyanarayan puja', 60, 1100, 2499],
        ['Naming ceremony (namkaran)', 60, 1100, 2499],
        ['Havan', 60, 1500, 3499],
        ['Vastu puja', 60, 2100, 4999],
        ['Marriage muhurat consultation', 30, 501, 1100],
      ],
    },
    {
      name: 'Home Cleaning',
      hours: ['trades'],
      names: ['{brand} Home Services', '{brand} Cleaners'],
      brands: ['Sparkle', 'NeatNest', 'Saaf Ghar', 'ShineWell', 'Maid Easy'],
      services: [
        ['Deep cleaning (1BHK)', 60, 1999, 3499],
        ['Bathroom cleaning', 60, 499, 899],
        ['Kitchen cleaning', 60, 999, 1999],
        ['Sofa shampoo (5 seats)', 60, 799, 1499],
        ['Home cleaning (2 hours)', 60, 599, 999],
      ],
    },
    {
      name: 'Tailor',
      femaleShare: 0.5,
      names: ['{first} Tailors', '{family} Ladies Tailor', '{brand} Boutique'],
      brands: ['Silai', 'Needle Craft', 'Stitch Perfect', 'Kashida'],
      services: [
        ['Blouse stitching', 60, 499, 1499],
        ['Kurta stitching', 60, 599, 1499],
        ['Alteration', 30, 199, 399],
        ['Suit stitching (men)', 60, 2499, 4999],
        ['Lehenga fitting', 60, 999, 2499],
      ],
    },
    {
      name: 'Event Decorator',
      names: ['{brand} Events', '{brand} Decorators'],
      brands: ['Utsav', 'Shagun', 'Balloon Bazaar', 'Rangoli'],
      services: [
        ['Birthday decoration consultation', 60, 499, 999],
        ['Balloon decoration', 60, 1499, 3499],
        ['Haldi/mehendi decor consultation', 60, 999, 1999],
        ['Flower decoration quote', 30, 199, 499],
        ['Baby shower decoration', 60, 2499, 4999],
      ],
    },
  ],
);
