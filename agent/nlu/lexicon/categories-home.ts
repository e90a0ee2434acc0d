/**
 * Everyday words for home and vehicle services and the catch-all: plumber, carpenter,
 * engineer, repair, car, other (weights as in categories-care.ts). "AC service" is a repair,
 * "car service" a car; "house shifting" is movers, not a reschedule.
 */
import type { LexGroup } from '../match/tags.ts';
import { concept } from '../match/tags.ts';

const plumber: LexGroup[] = [
  concept('plumber', 'plumber', 3, {
    en: ['plumber', 'plumbers', 'plumbar', 'plumer', 'plummer', 'plumbing'],
    hi: ['प्लंबर', 'प्लम्बर', 'नलसाज', 'plumberwala'],
    ta: ['பிளம்பர்', 'ப்ளம்பர்', 'plumberku', 'plumbera'],
  }, true),
  concept('plumber', 'pipe leak', 2, {
    en: ['tap', 'taps', 'pipe', 'pipes', 'pipeline', 'leak', 'leaking', 'leakage', 'drain', 'drainage', 'blocked drain', 'clogged', 'sink', 'toilet', 'flush', 'water tank', 'tank', 'geyser pipe', 'bathroom fitting', 'motor', 'water motor'],
    hi: ['nal', 'nall', 'nalli', 'nali', 'nalka', 'tanki', 'paani ki tanki', 'pani', 'नल', 'नली', 'नाली', 'टंकी', 'पानी की टंकी', 'पाइप', 'लीक', 'टपक', 'टपक रहा', 'रिसाव', 'tapak'],
    ta: ['குழாய்', 'குழாய', 'பைப்', 'லீக்', 'ஒழுகுது', 'ஒழுகுகிறது', 'தண்ணீர் தொட்டி', 'டேங்க்', 'கழிவறை', 'kuzhai', 'kuzhaai', 'kuzhay', 'paipu', 'ozhugudhu', 'ozhuguthu'],
  }),
];

const carpenter: LexGroup[] = [
  concept('carpenter', 'carpenter', 3, {
    en: ['carpenter', 'carpenters', 'carpentar', 'carpentry', 'woodwork', 'furniture', 'furniture repair', 'wardrobe', 'cupboard', 'modular kitchen', 'door repair', 'bed repair', 'shelves', 'wooden', 'tv unit', 'bed assembly', 'furniture assembly'],
    hi: ['badhai', 'barhai', 'badhayi', 'बढ़ई', 'बढई', 'कारपेंटर', 'फर्नीचर', 'अलमारी', 'दरवाजा', 'खिड़की', 'almari'],
    ta: ['தச்சர்', 'தச்சு', 'கார்பெண்டர்', 'கார்பென்டர்', 'பர்னிச்சர்', 'மரவேலை', 'அலமாரி', 'கதவு', 'thachar', 'thachan'],
  }),
];

const engineer: LexGroup[] = [
  concept('engineer', 'civil engineer', 3, {
    en: ['engineer', 'engineers', 'enginer', 'engg', 'civil engineer', 'structural engineer', 'site engineer', 'architect', 'building plan', 'construction', 'structural', 'renovation', 'house plan', 'vastu'],
    hi: ['इंजीनियर', 'इंजिनियर', 'सिविल इंजीनियर', 'आर्किटेक्ट', 'निर्माण', 'नक्शा', 'engineer sahab'],
    ta: ['இன்ஜினியர்', 'இஞ்சினியர்', 'எஞ்சினியர்', 'பொறியாளர்', 'சிவில் இன்ஜினியர்', 'கட்டிட', 'கட்டுமானம்', 'ஆர்க்கிடெக்ட்'],
  }, true),
  concept('engineer', 'wall crack inspection', 2, {
    en: ['crack', 'cracks', 'cracked', 'wall crack', 'seepage', 'dampness', 'foundation'],
    hi: ['दरार', 'दरारें', 'deewar', 'diwar', 'दीवार', 'daraar', 'seelan', 'सीलन'],
    ta: ['விரிசல்', 'சுவர்', 'கிராக்', 'virisal', 'suvar'],
  }),
];

const repair: LexGroup[] = [
  concept('repair', 'appliance repair', 3, {
    en: ['repair', 'repairs', 'repairing', 'repairman', 'service centre', 'appliance', 'appliances', 'technician', 'electrician', 'wiring', 'mechanic for ac'],
    hi: ['मरम्मत', 'रिपेयर', 'ठीक करने', 'ठीक करवाना', 'theek karne', 'thik karne', 'mistri', 'मिस्त्री', 'बिजली वाला', 'इलेक्ट्रीशियन'],
    ta: ['ரிப்பேர்', 'பழுது', 'சரிசெய்ய', 'எலக்ட்ரீஷியன்', 'repairku', 'ripper', 'repaira'],
  }, true),
  concept('repair', 'AC repair', 3, {
    en: ['ac', 'a c', 'acs', 'air conditioner', 'aircon', 'ac service', 'ac repair', 'ac servicing', 'ac gas', 'split ac', 'window ac'],
    hi: ['एसी', 'ए सी', 'एयर कंडीशनर', 'एसी सर्विस'],
    ta: ['ஏசி', 'ஏ சி', 'ஏசிக்கு', 'ஏர் கண்டிஷனர்'],
  }),
  concept('repair', 'fridge repair', 3, {
    en: ['fridge', 'refrigerator', 'freezer', 'fridgela'],
    hi: ['फ्रिज', 'फ्रीज', 'रेफ्रिजरेटर', 'frij', 'freeze'],
    ta: ['பிரிட்ஜ்', 'ஃப்ரிட்ஜ்', 'ஃப்ரிஜ்', 'பிரிஜ்', 'ஃபிரிட்ஜ்'],
  }),
  concept('repair', 'washing machine repair', 3, {
    en: ['washing machine', 'washingmachine', 'dishwasher'], hi: ['वॉशिंग मशीन', 'वाशिंग मशीन', 'washing masheen'], ta: ['வாஷிங் மெஷின்', 'வாஷிங்மெஷின்'],
  }),
  concept('repair', 'tv and laptop repair', 3, {
    en: ['tv', 'television', 'laptop', 'computer', 'desktop'], hi: ['टीवी', 'लैपटॉप', 'कंप्यूटर'], ta: ['டிவி', 'டிவிக்கு', 'லேப்டாப்', 'கம்ப்யூட்டர்'],
  }),
  concept('repair', 'water purifier service', 3, {
    en: ['ro', 'ro water purifier', 'water purifier', 'purifier', 'aquaguard', 'water filter'], hi: ['आरओ', 'वाटर प्यूरीफायर', 'प्यूरीफायर'],
    ta: ['பியூரிஃபையர்', 'வாட்டர் பியூரிஃபையர்', 'ஆர்ஓ', 'பியூரிபையர்'],
  }),
  concept('repair', 'mobile repair', 3, { en: ['mobile repair', 'phone repair', 'mobile screen', 'phone screen'], hi: ['मोबाइल रिपेयर'], ta: ['மொபைல் ரிப்பேர்'] }),
  concept('repair', 'electrician', 3, {
    en: ['microwave', 'oven', 'geyser', 'water heater', 'mixer', 'mixie', 'grinder', 'chimney', 'inverter', 'fan', 'cooler', 'switchboard', 'light fitting'],
    hi: ['माइक्रोवेव', 'गीजर', 'कूलर', 'पंखा', 'इन्वर्टर', 'मिक्सर'],
    ta: ['மைக்ரோவேவ்', 'கீசர்', 'மிக்ஸி', 'கிரைண்டர்', 'ஃபேன்'],
  }),
];

const car: LexGroup[] = [
  concept('car', 'car service', 3, {
    en: ['car', 'cars', 'car service', 'car servicing', 'car wash', 'car repair', 'car cleaning', 'car mechanic', 'garage', 'mechanic', 'bike service', 'bike', 'scooter', 'two wheeler', 'vehicle', 'tyre', 'tire', 'puncture', 'oil change', 'denting', 'denting painting', 'wheel alignment', 'battery change'],
    hi: ['gaadi', 'gadi', 'gaddi', 'gaadi service', 'gadi service', 'कार', 'गाड़ी', 'गाडी', 'कार सर्विस', 'गाड़ी सर्विस', 'मैकेनिक', 'बाइक', 'गैरेज', 'पंक्चर'],
    ta: ['கார்', 'கார் சர்வீஸ்', 'கார்சர்வீஸ்', 'வண்டி', 'பைக்', 'மெக்கானிக்', 'கேரேஜ்', 'பஞ்சர்', 'vandi', 'vandi service', 'carku', 'cara'],
  }),
];

const other: LexGroup[] = [
  concept('other', 'photographer', 3, {
    en: ['photographer', 'photography', 'photoshoot', 'photo shoot', 'videographer', 'wedding photographer', 'camera man', 'cameraman', 'pre wedding shoot'],
    hi: ['फोटोग्राफर', 'फ़ोटोग्राफ़र', 'फोटोशूट', 'photo wala', 'फोटो वाला'],
    ta: ['போட்டோகிராபர்', 'புகைப்படக்காரர்', 'கேமராமேன்', 'போட்டோ ஷூட்', 'photo eduka'],
  }),
  concept('other', 'packers and movers', 3, {
    en: ['movers', 'packers', 'packers and movers', 'packers movers', 'house shifting', 'home shifting', 'office shifting', 'relocation', 'shifting house'],
    hi: ['सामान शिफ्ट', 'घर शिफ्ट', 'ghar shift', 'saman shift', 'पैकर्स', 'मूवर्स'],
    ta: ['வீடு மாற்ற', 'வீடு மாத்த', 'வீடு மாத்தணும்', 'வீடு மாற்றணும்', 'பேக்கர்ஸ்', 'veedu maatha', 'veedu maathanum', 'veedu maathu', 'veedu maaththa', 'veedu shift', 'veedu shifting'],
  }),
  concept('other', 'pest control', 3, {
    en: ['pest control', 'pest', 'pests', 'termite', 'termites', 'cockroach', 'cockroaches', 'bed bugs', 'rats', 'mosquito'],
    hi: ['deemak', 'dimak', 'दीमक', 'कॉकरोच', 'कीड़े', 'चूहे', 'pest control wala', 'पेस्ट कंट्रोल'],
    ta: ['கரையான்', 'கரப்பான்', 'பூச்சி', 'எலி', 'பெஸ்ட் கண்ட்ரோல்', 'பூச்சி கட்டுப்பாடு', 'pest controlku'],
  }),
  concept('other', 'pandit', 3, {
    en: ['pandit', 'pundit', 'priest', 'purohit', 'puja', 'pooja', 'havan', 'griha pravesh', 'astrologer', 'astrology', 'horoscope', 'kundli'],
    hi: ['panditji', 'pandit ji', 'पंडित', 'पंडितजी', 'पुजारी', 'पूजा', 'हवन', 'ज्योतिषी', 'कुंडली', 'jyotish'],
    ta: ['புரோகிதர்', 'பூஜை', 'ஜோதிடர்', 'ஜோசியர்', 'ஜாதகம்', 'வாத்தியார் பூஜை', 'gurukkal', 'poojai', 'jathagam'],
  }),
  concept('other', 'home services', 2, {
    en: ['cleaning', 'deep cleaning', 'house cleaning', 'maid', 'cook', 'chef', 'tailor', 'driver', 'driving', 'driving instructor', 'event planner', 'decorator', 'caterer', 'catering', 'dj', 'painter', 'painters', 'painting', 'paint', 'paint my house', 'house painting', 'interior designer', 'interior design', 'interiors'],
    hi: ['darzi', 'दर्जी', 'सफाई', 'safai', 'कामवाली', 'रसोइया', 'पेंटर', 'ड्राइविंग', 'ड्राइवर', 'इंटीरियर डिजाइनर', 'इंटीरियर'],
    ta: ['சுத்தம்', 'தையல்காரர்', 'சமையல்காரர்', 'பெயிண்டர்', 'டெய்லர்', 'டிரைவிங்', 'டிரைவர்', 'இன்டீரியர் டிசைனர்', 'இன்டீரியர்'],
  }),
];

/** Home, vehicle and other service categories. */
export const homeCategoryGroups: LexGroup[] = [...plumber, ...carpenter, ...engineer, ...repair, ...car, ...other];
