/**
 * Needs for TV and laptop repair: the symptoms, tasks and everyday words people use, in English, Hindi (Devanagari
 * and romanized) and Tamil (script and romanized); read right after the other home devices'. Data only; see needs.ts.
 */
import type { NeedEntry } from './need-types.ts';

export const homeElectronicsNeeds: NeedEntry[] = [
  {
    category: 'repair',
    specialty: 'TV and Laptop Repair',
    en: [
      'tv repair',
      'laptop repair',
      'laptop not turning on',
      'laptop screen broken',
      'tv no picture',
      'tv wall mounting',
      'laptop overheating',
      'laptop slow',
    ],
    hi: [
      'टीवी खराब',
      'लैपटॉप खराब',
      'लैपटॉप चालू नहीं',
      'लैपटॉप स्क्रीन टूटी',
      'टीवी में तस्वीर नहीं',
      'टीवी दीवार पर लगवाना',
      'लैपटॉप गरम',
      'टीवी रिपेयर',
    ],
    hinglish: [
      'tv kharab',
      'laptop kharab',
      'laptop on nahi ho raha',
      'laptop screen tooti',
      'tv mein picture nahi',
      'tv deewar pe lagwana',
      'laptop garam',
      'tv repair',
    ],
    ta: [
      'டிவி ரிப்பேர்',
      'லேப்டாப் ரிப்பேர்',
      'லேப்டாப் ஆன் ஆகல',
      'லேப்டாப் ஸ்கிரீன் உடைஞ்சது',
      'டிவியில் படம் வரல',
      'டிவி சுவரில் பொருத்த',
      'லேப்டாப் சூடாகுது',
      'டிவி பழுது',
    ],
    tanglish: [
      'tv repair',
      'laptop repair',
      'laptop on aagala',
      'laptop screen udanjiduchu',
      'tv la padam varala',
      'tv wall mount',
      'laptop soodaagudhu',
      'tv pazhudhu',
    ],
  },
];
