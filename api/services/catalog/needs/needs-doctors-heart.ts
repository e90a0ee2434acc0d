/**
 * Needs for a heart doctor: the symptoms, tasks and everyday words people use, in English, Hindi (Devanagari and
 * romanized) and Tamil (script and romanized); read right after the other specialists'. Data only; see needs.ts.
 */
import type { NeedEntry } from './need-types.ts';

export const doctorHeartNeeds: NeedEntry[] = [
  {
    category: 'doctor',
    specialty: 'Cardiologist',
    en: [
      'cardiologist',
      'chest pain',
      'heart problem',
      'palpitations',
      'high bp',
      'high blood pressure',
      'ecg',
      'cholesterol',
      'breathless',
      'heart checkup',
      'heart',
      'cardiology',
      'heart doctor',
      'heart specialist',
    ],
    hi: [
      'सीने में दर्द',
      'छाती में दर्द',
      'दिल की बीमारी',
      'धड़कन तेज',
      'हाई बीपी',
      'कोलेस्ट्रॉल',
      'सांस फूलना',
      'दिल का डॉक्टर',
      'हृदय रोग',
      'दिल',
      'हृदय रोग विशेषज्ञ',
    ],
    hinglish: [
      'seene mein dard',
      'chhati mein dard',
      'dil ki bimari',
      'dhadkan tez',
      'high bp hai',
      'saans phoolna',
      'dil ka doctor',
      'dil ki jaanch',
    ],
    ta: [
      'நெஞ்சு வலி',
      'இதய பிரச்சனை',
      'படபடப்பு',
      'இரத்த அழுத்தம் அதிகம்',
      'கொலஸ்ட்ரால்',
      'மூச்சு திணறல்',
      'இதய மருத்துவர்',
      'இதய பரிசோதனை',
      'இதயம்',
      'இதய டாக்டர்',
    ],
    tanglish: [
      'nenju vali',
      'idhaya prachanai',
      'padapadappu',
      'bp adhigam',
      'moochu thinaral',
      'idhaya doctor',
      'heart check pannanum',
      'nenju adaippu',
    ],
  },
];
