import { describe, expect, it } from 'vitest';
import { read } from './read-message.ts';

describe('intents', () => {
  it.each([
    [
      'search',
      [
        'find me a therapist who speaks Tamil',
        'koi accha dentist batao paas mein',
        'फ्रिज ठीक करने वाला कोई मिलेगा?',
        'சமையலறை குழாய் ஒழுகுது, பிளம்பர் வேணும்',
        'pakkathula nalla dentist yaaravadhu irukaangala?',
        'I need a plumber',
        'Dr Mehta',
      ],
    ],
    [
      'slots',
      [
        'Is Dr. Mehta free tomorrow at 5pm?',
        'Any plumber available tomorrow morning?',
        'aaj dopahar 2 baje koi slot hai kya',
        'परसों सुबह प्लंबर आ सकता है क्या?',
        'ராத்திரி 8 மணிக்கு ஹோட்டல்ல டேபிள் கிடைக்குமா?',
        'naalannaiku kaalaila plumber vara mudiyuma?',
        'any slots on friday?',
      ],
    ],
    [
      'book',
      [
        'Book a dentist appointment for tomorrow at 10am',
        'kal subah 10 baje dentist chahiye',
        'आज शाम साढ़े पाँच बजे हेयरकट बुक करना है',
        'நாளை மாலை 5 மணிக்கு ஹேர்கட் புக் பண்ணுங்க',
        'naalaiku saayangalam 5 manikku haircut book pannunga',
        'book the 4:30 pm slot',
        'Can you book yoga class शनिवार सुबह 7 बजे?',
        'plumber tomorrow 10am',
      ],
    ],
    [
      'cancel',
      [
        'cancel my booking',
        'kal wali booking cancel kar do',
        'मेरी बुकिंग रद्द करो',
        'நேற்று பண்ண புக்கிங்கை கேன்சல் பண்ணுங்க',
        'call off the haircut',
      ],
    ],
    [
      'list_bookings',
      [
        'show my bookings',
        'Do I have anything booked on 31/12?',
        'shukravaar ko meri kaunsi booking hai?',
        'en bookings ellam kaatunga',
        'मेरी बुकिंग दिखाओ',
        'When is my yoga class?',
      ],
    ],
    [
      'reschedule',
      [
        'reschedule the car service to next Monday morning',
        'shift my tuition to 6:30 pm today',
        'Postpone my appointment with the lawyer to 2nd April, 4 pm',
        'haircut time ah saayangalam 6 manikku maathunga',
        'டாக்டர் அப்பாயின்ட்மென்ட்டை அடுத்த வியாழக்கிழமைக்கு மாற்ற முடியுமா?',
        'meri booking kal se parso kar do',
      ],
    ],
    [
      'quota',
      [
        'kitni free bookings bachi hain?',
        'मेरी कितनी फ्री बुकिंग बची हैं?',
        'क्या मेरी फ्री बुकिंग खत्म हो गई?',
        'how many free bookings do I have left?',
        'எத்தனை இலவச புக்கிங் மீதி இருக்கு?',
        'abhi aur kitni free booking kar sakta hu?',
      ],
    ],
    [
      'greeting',
      [
        'hello',
        'help',
        'Hello, what can you do?',
        'नमस्ते, आप क्या-क्या कर सकते हैं?',
        'मुझे मदद चाहिए',
        'வணக்கம்',
        'hello bhai, kya kya kar sakte ho?',
        'thank you',
      ],
    ],
    [
      'out_of_scope',
      [
        "What's the weather like in Chennai?",
        'Who won the IPL last year?',
        "Translate 'thank you' into French",
        'दिल्ली में मौसम कैसा है?',
        'tell me a joke',
        'what is the capital of France',
      ],
    ],
  ])('%s', (intent, texts) => {
    for (const text of texts) expect(read(text).intent, text).toBe(intent);
  });

  // With two kinds named, the one the cancel or move is said of is the target (h6 open set).
  it.each([
    ['sorry, ab Friday ko tuition bhi hai aur dinner bhi. dinner wala cancel kar do, tuition rehne do', 'cancel', 'restaurant'],
    ['I have yoga and a haircut on Friday. cancel the haircut, keep yoga', 'cancel', 'salon'],
    ['tuition aur dinner dono hai, tuition rehne do, dinner cancel karo', 'cancel', 'restaurant'],
    ['I have a dentist and a yoga class tomorrow; move the yoga to Monday', 'reschedule', 'yoga'],
  ])('reads the kind the action is said of: %s', (text, intent, category) => {
    expect(read(text)).toMatchObject({ intent, category });
  });

  it('cancels with "remove" only when a booking is named', () => {
    expect(read('remove my salon booking').intent).toBe('cancel');
    expect(read('mujhe kal nahi aana, booking hata do').intent).toBe('cancel');
    expect(read('pest control to remove termites').intent).toBe('search');
  });

  it('reads "plan" as the quota only when no booking task is asked', () => {
    expect(read("what's my plan?").intent).toBe('quota');
    expect(read('aaj raat 8 baje ka table book kiya tha, plan cancel ho gaya, booking hata do').intent).toBe('cancel');
  });

  it("reads a question about the place's amenities as an aside, not a request for slots", () => {
    expect(read('वैसे पार्किंग मिलेगी वहाँ?').intent).toBe('out_of_scope');
    expect(read('waise parking milegi wahan?').intent).toBe('out_of_scope');
    expect(read('அங்க பார்க்கிங் இருக்கா?').intent).toBe('out_of_scope');
    expect(read('car parking wala salon in bandra tomorrow 5pm')).toMatchObject({ intent: 'book', category: 'salon' });
  });

  it('declines bookings Mitra does not make', () => {
    expect(read('book a flight to Delhi').intent).toBe('out_of_scope');
    expect(read('pizza order pannunga').intent).toBe('out_of_scope');
  });

  it('reads a change without a change verb', () => {
    expect(read('meri appointment parso pe kar do')).toMatchObject({ intent: 'reschedule', date: { iso: '2026-11-24' } });
    expect(read('kal wala yoga friday ko kar do')).toMatchObject({
      intent: 'reschedule',
      date: { expression: { weekday: 'fri', next: false } },
    });
    // English "make it …" is the "… kar do" of a change.
    expect(read('my thursday appointment - pls make it friday evening')).toMatchObject({
      intent: 'reschedule',
      date: { expression: { weekday: 'fri', next: false } },
      timeWindow: 'evening',
    });
  });

  it('treats a request to book as book even when phrased as a question', () => {
    expect(read('Can you book a haircut tomorrow at 5pm?').intent).toBe('book');
  });

  it('treats a stated need with a day or time as book, and without one as search', () => {
    expect(read('dentist chahiye kal subah').intent).toBe('book');
    expect(read('dentist chahiye').intent).toBe('search');
  });

  it('clears every other field for greetings, quota and out-of-scope questions', () => {
    const reading = read('weather tomorrow at 5pm in Mumbai?');
    expect(reading).toMatchObject({ intent: 'out_of_scope', category: null, date: null, time: null, timeWindow: null });
  });

  it('flags questions', () => {
    expect(read('is there a slot tomorrow').isQuestion).toBe(true);
    expect(read('kal slot hai kya').isQuestion).toBe(true);
    expect(read('நாளைக்கு ஸ்லாட் கிடைக்குமா').isQuestion).toBe(true);
    expect(read('book a haircut tomorrow').isQuestion).toBe(false);
  });

  it('says unknown for gibberish', () => {
    expect(read('asdfgh').intent).toBe('unknown');
    expect(read('').intent).toBe('unknown');
  });
});
