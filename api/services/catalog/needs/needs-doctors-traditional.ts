/**
 * Needs for ayurveda and homeopathy: the symptoms, tasks and everyday words people use, in English, Hindi (Devanagari
 * and romanized) and Tamil (script and romanized); read right after the other doctors'. Data only; see needs.ts.
 */
import type { NeedEntry } from './need-types.ts';

export const doctorTraditionalNeeds: NeedEntry[] = [
  {
    category: 'doctor',
    specialty: 'Ayurvedic Doctor',
    en: [
      'ayurvedic doctor',
      'ayurveda',
      'ayurvedic treatment',
      'panchakarma',
      'nadi pariksha',
      'herbal treatment',
      'natural remedy',
      'ayurvedic consultation',
      'ayurvedic',
    ],
    hi: ['आयुर्वेदिक डॉक्टर', 'आयुर्वेद', 'पंचकर्म', 'नाड़ी परीक्षा', 'जड़ी बूटी इलाज', 'देसी इलाज', 'वैद्य', 'आयुर्वेदिक इलाज'],
    hinglish: ['ayurvedic ilaaj', 'panchkarma', 'nadi pariksha', 'jadi booti', 'desi ilaaj', 'vaidya ji', 'ayurved', 'vaid', 'vaidya'],
    ta: ['ஆயுர்வேத மருத்துவர்', 'ஆயுர்வேதம்', 'பஞ்சகர்மா', 'நாடி பரிசோதனை', 'மூலிகை சிகிச்சை', 'நாட்டு மருந்து', 'ஆயுர்வேத சிகிச்சை', 'வைத்தியர்'],
    tanglish: [
      'ayurveda doctor',
      'ayurvedam',
      'panchakarma',
      'naadi parisodhanai',
      'mooligai sigichai',
      'naattu marundhu',
      'ayurveda treatment',
      'vaithiyar',
    ],
  },
  {
    category: 'doctor',
    specialty: 'Homeopath',
    en: [
      'homeopath',
      'homeopathy',
      'homoeopathy',
      'homeopathic medicine',
      'chronic allergy',
      'recurring allergy',
      'sweet pills',
      'homeopathy treatment',
      'homoeopath',
    ],
    hi: ['होम्योपैथ', 'होम्योपैथी', 'होम्योपैथिक दवा', 'पुरानी एलर्जी', 'बार बार एलर्जी', 'मीठी गोलियां', 'होम्योपैथी इलाज', 'होमियोपैथी'],
    hinglish: [
      'homeopathy ilaaj',
      'homeopathic dawa',
      'purani allergy',
      'baar baar allergy',
      'meethi goliyan',
      'homeo doctor',
      'homeopathy wala doctor',
      'homeopathic ilaj',
    ],
    ta: [
      'ஹோமியோபதி',
      'ஹோமியோபதி மருத்துவர்',
      'ஹோமியோ மருந்து',
      'நீண்டகால அலர்ஜி',
      'அடிக்கடி அலர்ஜி',
      'இனிப்பு மாத்திரை',
      'ஹோமியோ சிகிச்சை',
      'ஹோமியோ டாக்டர்',
    ],
    tanglish: [
      'homeo doctor',
      'homeopathy maruthuvar',
      'homeo marundhu',
      'neenda naal allergy',
      'adikkadi allergy',
      'inippu maathirai',
      'homeo treatment',
      'homeopathy venum',
    ],
  },
];
