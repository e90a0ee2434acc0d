import { describe, expect, it } from 'vitest';
import { read } from './read-message.ts';

describe('clock times', () => {
  it.each([
    ['book salon at 5pm', '17:00'],
    // Tamil day periods as the app now writes its times (db/contract/local-time.ts): a client types them back.
    ['நாளை பிற்பகல் 3:00 மணிக்கு', '15:00'],
    ['அதிகாலை 5:30 மணிக்கு யோகா', '05:30'],
    ['அந்தி மாலை 6:30 மணிக்கு', '18:30'],
    ['நண்பகல் 12:00 மணிக்கு', '12:00'],
    ['pirpagal 3 manikku', '15:00'],
    ['book salon at 5 pm', '17:00'],
    ['book salon at 5.30', '17:30'],
    ['book salon at 5:30', '17:30'],
    ['dentist at 17:00', '17:00'],
    ['dentist at 07:30', '07:30'],
    ["carpenter 10 o'clock", '10:00'],
    ['dentist at 11 am', '11:00'],
    ['yoga 12 noon', '12:00'],
    ['shift my tuition to 6:30 pm today', '18:30'],
    ['at five thirty pm', '17:30'],
    ['half past ten', '10:30'],
    ['quarter to five', '16:45'],
    ['kal 5 baje', '17:00'],
    ['kal 10 bje', '10:00'],
    ['saade paanch baje haircut', '17:30'],
    ['sawa das baje tuition', '10:15'],
    ['paune chaar baje', '15:45'],
    ['dedh baje', '13:30'],
    ['dhaai baje', '14:30'],
    ['तीन बजे स्लॉट', '15:00'],
    ['साढ़े चार बजे', '16:30'],
    ['सवा ग्यारह बजे', '11:15'],
    ['ஐந்து மணிக்கு', '17:00'],
    ['பத்து மணிக்கு', '10:00'],
    ['ஐந்தரை மணிக்கு', '17:30'],
    ['பத்தரை மணிக்கு', '10:30'],
    ['இரண்டரை மணிக்கு', '14:30'],
    ['பத்தே கால் மணிக்கு', '10:15'],
    ['anjarai manikku', '17:30'],
    ['rendu manikku', '14:00'],
    ['௧௦ மணிக்கு', '10:00'],
    ['at 1600 hrs tomorrow', '16:00'],
    ['salon between 5-6 pm', '17:00'],
    ['naalaiku 5ku haircut', '17:00'],
    ['kal sham sat baje', '19:00'],
    ['aaj 4 baje ke baad plumber', '16:00'],
  ])('%s → %s', (text, time) => {
    expect(read(text).time).toBe(time);
  });
});

describe('parts of the day', () => {
  it.each([
    ['shaam 5 baje', '17:00', 'evening'],
    ['subah saade paanch baje', '05:30', 'morning'],
    ['at 7 in the morning', '07:00', 'morning'],
    ['raat 8 baje', '20:00', 'night'],
    ['raat 12 baje', '00:00', 'night'],
    ['dopahar 2 baje', '14:00', 'afternoon'],
    ['madhiyam rendu manikku', '14:00', 'afternoon'],
    ['இன்னைக்கு சாயங்காலம் ஆறு மணிக்கு', '18:00', 'evening'],
    ['காலை ௧௦ மணிக்கு', '10:00', 'morning'],
    ['ராத்திரி 8 மணிக்கு', '20:00', 'night'],
    ['naalai marunaal kaalaila anjarai manikku', '05:30', 'morning'],
    ['tonight at 9', '21:00', 'night'],
  ])('%s → %s (%s)', (text, time, window) => {
    const reading = read(text);
    expect(reading.time).toBe(time);
    expect(reading.timeWindow).toBe(window);
  });

  it('sets the window only when a part of the day is named', () => {
    expect(read('book yoga tomorrow at 5pm').timeWindow).toBeNull();
    expect(read('any plumber available tomorrow morning?')).toMatchObject({ time: null, timeWindow: 'morning' });
  });
});

describe('bare hours', () => {
  it.each([
    ['book a counsellor on Monday at 2', '14:00'],
    ['book a dentist at 9', '09:00'],
    ['book a dentist at 11', '11:00'],
    ['book a dentist at 12', '12:00'],
    ['book a dentist at 5', '17:00'],
    ['book the 4:30 slot', '16:30'],
  ])('%s → %s', (text, time) => {
    expect(read(text).time).toBe(time);
  });

  it.each(['book yoga at 6', 'kal 7 baje yoga', 'book yoga at 8:30'])('asks AM or PM for "%s"', (text) => {
    const reading = read(text);
    expect(reading.time).toBeNull();
    expect(reading.needsClarification).toBe('ambiguous_hour');
    expect(reading.timeCandidates).toHaveLength(2);
  });

  it('reads an ambiguous hour in the same half of the day as the other time named', () => {
    expect(read('dentist ki booking 4 baje se 6 baje kar do').time).toBe('18:00');
  });

  it('offers both readings of an ambiguous hour', () => {
    expect(read('yoga at 7').timeCandidates).toEqual(['07:00', '19:00']);
  });

  it('does not read counts, durations or option numbers as times', () => {
    expect(read('table for 4 people tomorrow').time).toBeNull();
    expect(read('चार लोगों के लिए टेबल').time).toBeNull();
    expect(read('dedh ghante ki class').time).toBeNull();
    expect(read('I want to do yoga').time).toBeNull();
  });
});

describe('changes of time', () => {
  it.each([
    ['ஹேர்கட் நேரத்தை மாலை 5 மணியிலிருந்து 6 மணிக்கு மாத்துங்க', '18:00'],
    ['reschedule my tuition from 5 pm to 7 pm', '19:00'],
    ['meri appointment ka time 4 se 5 baje kar do', '17:00'],
    ['plumber ka time shaam 4 ki jagah 6 baje kar do', '18:00'],
    ['move my 5 pm appointment to 11 am', '11:00'],
  ])('%s → the new time %s', (text, time) => {
    expect(read(text)).toMatchObject({ intent: 'reschedule', time });
  });

  it('reads an hour and minutes typed with a space as a clock time', () => {
    expect(read('tmrw evng 6 30 haircut in bandra')).toMatchObject({ time: '18:30', timeWindow: 'evening' });
    expect(read('kal subah 9 45 pe dentist').time).toBe('09:45');
    expect(read('table for 4 30th dec').time).toBeNull();
  });
});
