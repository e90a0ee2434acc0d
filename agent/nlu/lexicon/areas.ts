/**
 * Localities people name instead of their city ("Andheri West", "Hauz Khas", "அடையார்",
 * "घाटकोपर"): each says the city, and the area when the catalogue knows it by that name.
 * Romanized spellings also match written as one word ("kalyaninagar", "tnagar").
 */
import type { LexGroup } from './tags.ts';

/** [city, [catalogue area name or null (a district the catalogue splits), spellings…][]]. */
const areasByCity: [string, [string | null, ...string[]][]][] = [
  [
    'Mumbai',
    [
      ['Andheri West', 'andheri west', 'andheri w', 'अंधेरी वेस्ट', 'अंधेरी पश्चिम'],
      [null, 'andheri', 'andheri east', 'अंधेरी', 'அந்தேரி'],
      ['Bandra West', 'bandra west', 'bandra', 'बांद्रा', 'बान्द्रा', 'பாந்த்ரா'],
      ['Powai', 'powai', 'पवई'],
      ['Dadar', 'dadar', 'दादर'],
      ['Borivali', 'borivali', 'borivli', 'बोरीवली'],
      ['Malad', 'malad', 'मलाड'],
      ['Chembur', 'chembur', 'चेंबूर', 'चेम्बूर'],
      ['Goregaon', 'goregaon', 'गोरेगांव'],
      ['Juhu', 'juhu', 'जुहू'],
      ['Lower Parel', 'lower parel', 'लोअर परेल'],
      ['Vile Parle', 'vile parle', 'vileparle', 'विले पार्ले'],
      ['Ghatkopar', 'ghatkopar', 'घाटकोपर'],
      ['Colaba', 'colaba', 'कोलाबा'],
      [
        null,
        'thane',
        'ठाणे',
        'navi mumbai',
        'नवी मुंबई',
        'kandivali',
        'कांदिवली',
        'santacruz',
        'mulund',
        'मुलुंड',
        'worli',
        'वर्ली',
        'kurla',
        'कुर्ला',
      ],
    ],
  ],
  [
    'Delhi',
    [
      ['Connaught Place', 'connaught place', 'cp', 'कनॉट प्लेस'],
      ['Lajpat Nagar', 'lajpat nagar', 'लाजपत नगर'],
      ['Karol Bagh', 'karol bagh', 'करोल बाग'],
      ['Dwarka', 'dwarka', 'द्वारका'],
      ['Rohini', 'rohini', 'रोहिणी'],
      ['Saket', 'saket', 'साकेत'],
      ['Vasant Kunj', 'vasant kunj', 'वसंत कुंज'],
      ['Hauz Khas', 'hauz khas', 'hauzkhas', 'हौज खास', 'हौज़ खास'],
      ['Rajouri Garden', 'rajouri garden', 'राजौरी गार्डन'],
      ['Janakpuri', 'janakpuri', 'janak puri', 'जनकपुरी'],
      ['Greater Kailash', 'greater kailash', 'gk', 'ग्रेटर कैलाश'],
      ['Mayur Vihar', 'mayur vihar', 'मयूर विहार'],
      ['Pitampura', 'pitampura', 'पीतमपुरा'],
      [null, 'chandni chowk', 'चांदनी चौक', 'laxmi nagar', 'लक्ष्मी नगर', 'south delhi', 'north delhi', 'east delhi', 'west delhi'],
    ],
  ],
  [
    'Bengaluru',
    [
      ['Koramangala', 'koramangala', 'कोरमंगला', 'கோரமங்களா'],
      ['Indiranagar', 'indiranagar', 'indira nagar bangalore', 'இந்திரா நகர்'],
      ['Jayanagar', 'jayanagar', 'ஜெயநகர்'],
      ['HSR Layout', 'hsr layout', 'hsr'],
      ['Whitefield', 'whitefield', 'व्हाइटफील्ड', 'வைட்ஃபீல்ட்', 'வைட்பீல்ட்'],
      ['Malleshwaram', 'malleshwaram', 'malleswaram'],
      ['BTM Layout', 'btm layout', 'btm'],
      ['Electronic City', 'electronic city', 'ecity'],
      ['JP Nagar', 'jp nagar', 'j p nagar'],
      ['Marathahalli', 'marathahalli'],
      ['Basavanagudi', 'basavanagudi'],
      ['Hebbal', 'hebbal'],
      ['Rajajinagar', 'rajajinagar'],
    ],
  ],
  [
    'Chennai',
    [
      ['T. Nagar', 't nagar', 'thyagaraya nagar', 'டி நகர்', 'தி நகர்', 'தியாகராய நகர்', 't நகர்', 'टी नगर'],
      ['Adyar', 'adyar', 'அடையார்', 'அடையாறு'],
      ['Anna Nagar', 'anna nagar', 'அண்ணா நகர்'],
      ['Velachery', 'velachery', 'வேளச்சேரி'],
      ['Mylapore', 'mylapore', 'மயிலாப்பூர்'],
      ['Nungambakkam', 'nungambakkam', 'நுங்கம்பாக்கம்'],
      ['Tambaram', 'tambaram', 'தாம்பரம்'],
      ['Porur', 'porur', 'போரூர்'],
      ['Besant Nagar', 'besant nagar', 'பெசன்ட் நகர்'],
      ['Kilpauk', 'kilpauk', 'கீழ்ப்பாக்கம்'],
      ['Guindy', 'guindy', 'கிண்டி'],
      ['Chromepet', 'chromepet', 'குரோம்பேட்', 'குரோம்பேட்டை'],
      ['Sholinganallur', 'sholinganallur', 'சோழிங்கநல்லூர்'],
      [
        null,
        'omr',
        'ecr',
        'egmore',
        'எழும்பூர்',
        'royapettah',
        'ராயப்பேட்டை',
        'kodambakkam',
        'கோடம்பாக்கம்',
        'vadapalani',
        'வடபழனி',
        'perambur',
        'பெரம்பூர்',
        'pondy bazaar',
        'pondy bazar',
        'pondi bazaar',
        'பாண்டி பஜார்',
      ],
    ],
  ],
  [
    'Hyderabad',
    [
      ['Banjara Hills', 'banjara hills'],
      ['Jubilee Hills', 'jubilee hills'],
      ['Gachibowli', 'gachibowli'],
      ['Madhapur', 'madhapur'],
      ['Kukatpally', 'kukatpally'],
      ['Ameerpet', 'ameerpet'],
      ['Begumpet', 'begumpet'],
      ['Kondapur', 'kondapur'],
      ['Dilsukhnagar', 'dilsukhnagar'],
      ['Himayatnagar', 'himayatnagar'],
      ['Miyapur', 'miyapur'],
      ['Tolichowki', 'tolichowki'],
      [null, 'hitech city', 'hitec city'],
    ],
  ],
  [
    'Kolkata',
    [
      ['Salt Lake', 'salt lake', 'saltlake', 'साल्ट लेक'],
      ['Park Street', 'park street'],
      ['Ballygunge', 'ballygunge'],
      ['New Town', 'new town', 'newtown'],
      ['Gariahat', 'gariahat'],
      ['Behala', 'behala'],
      ['Tollygunge', 'tollygunge'],
      ['Dum Dum', 'dum dum', 'dumdum', 'दम दम'],
      ['Jadavpur', 'jadavpur'],
      ['Lake Town', 'lake town'],
      ['Alipore', 'alipore'],
      ['Shyambazar', 'shyambazar'],
      [null, 'howrah', 'हावड़ा'],
    ],
  ],
  [
    'Pune',
    [
      ['Koregaon Park', 'koregaon park', 'kp pune'],
      ['Kothrud', 'kothrud', 'कोथरूड'],
      ['Hinjewadi', 'hinjewadi', 'hinjawadi', 'हिंजवडी'],
      ['Baner', 'baner', 'बाणेर'],
      ['Aundh', 'aundh', 'औंध'],
      ['Viman Nagar', 'viman nagar', 'विमान नगर'],
      ['Hadapsar', 'hadapsar', 'हडपसर'],
      ['Shivajinagar', 'shivajinagar', 'shivaji nagar pune'],
      ['Wakad', 'wakad', 'वाकड'],
      ['Kalyani Nagar', 'kalyani nagar', 'kalyaninagar', 'कल्याणी नगर'],
      ['Deccan Gymkhana', 'deccan gymkhana', 'deccan'],
      ['Magarpatta', 'magarpatta', 'मगरपट्टा'],
    ],
  ],
  [
    'Ahmedabad',
    [
      ['Navrangpura', 'navrangpura'],
      ['Vastrapur', 'vastrapur'],
      ['Bodakdev', 'bodakdev'],
      ['Maninagar', 'maninagar'],
      ['Prahlad Nagar', 'prahlad nagar', 'prahladnagar'],
      ['Thaltej', 'thaltej'],
      ['Ellisbridge', 'ellisbridge'],
      ['Chandkheda', 'chandkheda'],
      ['Bopal', 'bopal'],
    ],
  ],
  [
    'Jaipur',
    [
      ['Malviya Nagar', 'malviya nagar jaipur', '~malviya nagar', '~malviyanagar', '~मालवीय नगर'],
      ['Vaishali Nagar', 'vaishali nagar', 'वैशाली नगर'],
      ['C-Scheme', 'c scheme'],
      ['Mansarovar', 'mansarovar', 'मानसरोवर'],
      ['Raja Park', 'raja park'],
      ['Tonk Road', 'tonk road'],
      ['Jagatpura', 'jagatpura'],
      ['Bani Park', 'bani park'],
      ['Vidhyadhar Nagar', 'vidhyadhar nagar'],
    ],
  ],
  [
    'Lucknow',
    [
      ['Hazratganj', 'hazratganj', 'हज़रतगंज', 'हजरतगंज'],
      ['Gomti Nagar', 'gomti nagar', 'gomtinagar', 'गोमती नगर'],
      ['Aliganj', 'aliganj', 'अलीगंज'],
      ['Aminabad', 'aminabad', 'अमीनाबाद'],
      ['Mahanagar', 'mahanagar'],
      ['Alambagh', 'alambagh', 'आलमबाग'],
      ['Jankipuram', 'jankipuram'],
      ['Vikas Nagar', 'vikas nagar'],
      ['Rajajipuram', 'rajajipuram'],
    ],
  ],
];

/**
 * One group per locality: its tag carries the city and the catalogue's area name. A spelling marked "~" is a name
 * other cities have too ("malviya nagar": Delhi and Jaipur): it names the area only when the city is known.
 */
export const areaGroups: LexGroup[] = areasByCity.flatMap(([city, areas]) =>
  areas.flatMap(([area, ...spellings]) => {
    const shared = spellings.filter((spelling) => spelling.startsWith('~')).map((spelling) => spelling.slice(1));
    const own = spellings.filter((spelling) => !spelling.startsWith('~'));
    const joined = own.filter((spelling) => /^[a-z]+ nagar$/.test(spelling)).map((spelling) => spelling.replace(' ', ''));
    const groups: LexGroup[] = [{ tag: { t: 'area' as const, city, area }, words: { en: [...new Set([...own, ...joined])] } }];
    if (shared.length > 0) groups.push({ tag: { t: 'area' as const, city, area, onlyInCity: true }, words: { en: shared } });
    return groups;
  }),
);
