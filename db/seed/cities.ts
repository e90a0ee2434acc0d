import type { CommunityId, LanguageCode } from './people.ts';

export type City = {
  name: string;
  /** Neighbourhoods people name when they look for someone nearby. */
  areas: string[];
  /** The local language(s) a provider there usually speaks besides English. */
  languages: LanguageCode[];
  /** Who lives there, roughly: relative weights of the name pools. */
  communities: [CommunityId, number][];
  /** Relative share of the catalogue. */
  weight: number;
};

const areas = (text: string) => text.split(', ');

/** The ten cities of the demo catalogue. */
export const cities: City[] = [
  {
    name: 'Mumbai',
    areas: areas(
      'Andheri West, Bandra West, Powai, Dadar, Borivali, Malad, Chembur, Goregaon, Juhu, Lower Parel, Vile Parle, Ghatkopar, Colaba',
    ),
    languages: ['mr', 'hi'],
    communities: [
      ['marathi', 5],
      ['gujarati', 3],
      ['north', 2],
      ['muslim', 2],
      ['christian', 2],
      ['parsi', 1],
      ['tamil', 1],
      ['malayali', 1],
      ['punjabi', 1],
    ],
    weight: 14,
  },
  {
    name: 'Delhi',
    areas: areas(
      'Connaught Place, Lajpat Nagar, Karol Bagh, Dwarka, Rohini, Saket, Vasant Kunj, Hauz Khas, Rajouri Garden, Janakpuri, Greater Kailash, Mayur Vihar, Pitampura',
    ),
    languages: ['hi'],
    communities: [
      ['north', 5],
      ['punjabi', 4],
      ['sikh', 3],
      ['muslim', 2],
      ['bengali', 1],
      ['christian', 1],
      ['rajasthani', 1],
      ['malayali', 1],
    ],
    weight: 14,
  },
  {
    name: 'Bengaluru',
    areas: areas(
      'Koramangala, Indiranagar, Jayanagar, HSR Layout, Whitefield, Malleshwaram, BTM Layout, Electronic City, JP Nagar, Marathahalli, Basavanagudi, Hebbal, Rajajinagar',
    ),
    languages: ['kn'],
    communities: [
      ['kannada', 5],
      ['tamil', 2],
      ['telugu', 2],
      ['malayali', 2],
      ['christian', 2],
      ['muslim', 1],
      ['north', 1],
      ['marathi', 1],
    ],
    weight: 12,
  },
  {
    name: 'Chennai',
    areas: areas(
      'T. Nagar, Adyar, Anna Nagar, Velachery, Mylapore, Nungambakkam, Tambaram, Porur, Besant Nagar, Kilpauk, Guindy, Chromepet, Sholinganallur',
    ),
    languages: ['ta'],
    communities: [
      ['tamil', 8],
      ['telugu', 1],
      ['malayali', 1],
      ['christian', 2],
      ['muslim', 1],
    ],
    weight: 11,
  },
  {
    name: 'Hyderabad',
    areas: areas(
      'Banjara Hills, Jubilee Hills, Gachibowli, Madhapur, Kukatpally, Secunderabad, Ameerpet, Begumpet, Kondapur, Dilsukhnagar, Himayatnagar, Miyapur, Tolichowki',
    ),
    languages: ['te', 'hi'],
    communities: [
      ['telugu', 6],
      ['muslim', 3],
      ['north', 1],
      ['tamil', 1],
      ['christian', 1],
      ['marathi', 1],
    ],
    weight: 10,
  },
  {
    name: 'Kolkata',
    areas: areas(
      'Salt Lake, Park Street, Ballygunge, New Town, Gariahat, Behala, Tollygunge, Dum Dum, Jadavpur, Lake Town, Alipore, Shyambazar',
    ),
    languages: ['bn', 'hi'],
    communities: [
      ['bengali', 8],
      ['rajasthani', 1],
      ['north', 1],
      ['muslim', 1],
      ['christian', 1],
    ],
    weight: 9,
  },
  {
    name: 'Pune',
    areas: areas(
      'Koregaon Park, Kothrud, Hinjewadi, Baner, Aundh, Viman Nagar, Hadapsar, Shivajinagar, Wakad, Kalyani Nagar, Deccan Gymkhana, Magarpatta',
    ),
    languages: ['mr', 'hi'],
    communities: [
      ['marathi', 7],
      ['gujarati', 1],
      ['north', 1],
      ['sikh', 1],
      ['christian', 1],
      ['kannada', 1],
    ],
    weight: 8,
  },
  {
    name: 'Ahmedabad',
    areas: areas(
      'Navrangpura, Satellite, Vastrapur, Bodakdev, Maninagar, Prahlad Nagar, Paldi, Thaltej, Gota, Bopal, Ellisbridge, Chandkheda',
    ),
    languages: ['gu', 'hi'],
    communities: [
      ['gujarati', 8],
      ['rajasthani', 1],
      ['north', 1],
      ['muslim', 1],
      ['sikh', 1],
    ],
    weight: 7,
  },
  {
    name: 'Jaipur',
    areas: areas(
      'Malviya Nagar, Vaishali Nagar, C-Scheme, Mansarovar, Raja Park, Tonk Road, Jagatpura, Bani Park, Vidhyadhar Nagar, Sodala, Civil Lines',
    ),
    languages: ['hi'],
    communities: [
      ['rajasthani', 6],
      ['north', 2],
      ['muslim', 1],
      ['sikh', 1],
      ['punjabi', 1],
    ],
    weight: 6,
  },
  {
    name: 'Lucknow',
    areas: areas(
      'Hazratganj, Gomti Nagar, Aliganj, Indira Nagar, Aminabad, Mahanagar, Alambagh, Chowk, Jankipuram, Vikas Nagar, Rajajipuram',
    ),
    languages: ['hi'],
    communities: [
      ['north', 6],
      ['muslim', 3],
      ['punjabi', 1],
      ['sikh', 1],
      ['christian', 1],
    ],
    weight: 6,
  },
];

/** The city record by name; throws on a typo so the data stays honest. */
export function cityNamed(name: string): City {
  const city = cities.find((candidate) => candidate.name === name);
  if (!city) throw new Error(`unknown seed city ${name}`);
  return city;
}
