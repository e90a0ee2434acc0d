/**
 * Services of a kind named as such, so the offer carries that service and not the provider's
 * first one: a blouse to stitch is the tailor's "Blouse stitching", a lehenga to fit its
 * "Lehenga fitting" (weights as in categories-care.ts). An alteration stays the tailor's
 * ("a tailor for alterations"): few tailors list it by name.
 */
import type { LexGroup } from './tags.ts';
import { concept } from './tags.ts';

/** The tailor's services. */
export const tailorServiceGroups: LexGroup[] = [
  // A blouse to stitch is the tailor's "Blouse stitching": the service named is the search term.
  concept('other', 'blouse', 3, {
    en: ['blouse', 'blouses', 'blouse stitching', 'saree blouse'],
    hi: ['ब्लाउज', 'ब्लाउज़', 'ब्लाउज सिलवाना', 'blouse silwana', 'blouse silai'],
    ta: ['ப்ளவுஸ்', 'பிளவுஸ்', 'ரவிக்கை', 'ravikkai', 'blouse thaikkanum', 'blouse thaikanum'],
  }),
  concept('other', 'lehenga fitting', 3, {
    en: ['lehenga', 'lehengas', 'lehenga fitting', 'lehenga alteration', 'ghagra', 'chaniya choli'],
    hi: ['लहंगा', 'लहँगा', 'लहंगे', 'लहंगा फिटिंग', 'घाघरा', 'lehenga', 'lehnga', 'lehenga fitting', 'ghagra'],
    ta: ['லெஹங்கா', 'லெஹெங்கா', 'லெஹங்கா ஃபிட்டிங்', 'lehenga', 'lehenga fitting'],
  }),
];
