import { describe, expect, it } from 'vitest';
import { read } from './read-message.ts';

describe('reply language', () => {
  it.each([
    ['Book a dentist appointment for tomorrow at 10am', 'en', 'latin', 'en'],
    ['आज शाम साढ़े पाँच बजे हेयरकट बुक करना है', 'hi', 'devanagari', 'hi'],
    ['நாளை காலை ௧௦ மணிக்கு டாக்டரைப் பார்க்க வேண்டும்', 'ta', 'tamil', 'ta'],
    ['kal subah 10 baje dentist chahiye', 'hi', 'latin', 'hinglish'],
    ['is sunday subah 7 baje yoga book kr do', 'hi', 'latin', 'hinglish'],
    ['naalaiku saayangalam 5 manikku haircut book pannunga', 'ta', 'latin', 'tanglish'],
    ['en bookings ellam kaatunga', 'ta', 'latin', 'tanglish'],
    ['Can you book yoga class शनिवार सुबह 7 बजे?', 'hi', 'devanagari', 'mixed'],
    ['நாளைக்கு 5 pm haircut book pannunga', 'ta', 'tamil', 'mixed'],
    ['doctor venum kal subah baje chahiye', 'hi', 'latin', 'mixed'],
    ['२५ दिसंबर को एसी सर्विस के लिए कोई स्लॉट है?', 'hi', 'devanagari', 'hi'],
    // "India" sounds like Tamil "inda" (this): it must not make an English message Tanglish.
    ["What's the score in the India match?", 'en', 'latin', 'en'],
    // "as" sounds like a Hindi word: a short word matched only by its sound is no evidence of Hinglish.
    ['hi, book me the same as last time please', 'en', 'latin', 'en'],
    ['same as last time', 'en', 'latin', 'en'],
    // "hmm" is a sound every language makes: it says nothing of Tamil (h6 open set).
    ["hmm mornings I'm at office actually. evening possible? anything after 4", 'en', 'latin', 'en'],
  ])('%s', (text, language, script, variety) => {
    expect(read(text)).toMatchObject({ language, script, variety });
  });

  it('keeps the conversation language for a message with no evidence', () => {
    expect(read('2', { language: 'ta', script: 'tamil' })).toMatchObject({ language: 'ta', script: 'tamil', variety: 'ta' });
    expect(read('ok', { language: 'hi', script: 'latin' })).toMatchObject({ language: 'hi', script: 'latin', variety: 'hinglish' });
    expect(read('2')).toMatchObject({ language: 'en', script: 'latin' });
  });

  it('replies to a Tamil greeting in Tamil and a Hinglish one in Hinglish', () => {
    expect(read('vanakkam')).toMatchObject({ intent: 'greeting', language: 'ta', script: 'latin' });
    expect(read('namaste ji')).toMatchObject({ intent: 'greeting', language: 'hi', script: 'latin' });
  });
});
