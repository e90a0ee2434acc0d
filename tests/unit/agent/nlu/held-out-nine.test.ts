import { describe, expect, it } from 'vitest';
import { read } from './read-message.ts';

/**
 * The h9 round's open failures, each a rule for any wording in the five forms: the client's own
 * sentence and paraphrases in the other forms.
 */
describe('a day the client takes back or is busy on is not the day asked for (h9 round)', () => {
  it.each([
    // A particle between the day and its "no" ("कल तो नहीं") still takes the day back.
    ['ओह कल तो नहीं हो पाएगा, मेहमान आ रहे हैं। परसों सुबह दिखाइए', 2],
    ['kal to nahi ho payega, parso subah dikhao', 2],
    ['kal toh nahi hoga yaar, parso subah?', 2],
    ['நாளைக்கு முடியாது, நாளை மறுநாள் காலை பாருங்க', 2],
    ['tomorrow is not possible, day after tomorrow morning?', 2],
  ])('%s', (text, days) => {
    expect(read(text).date?.expression).toEqual({ rel_days: days });
  });

  it.each([
    // A day with a busy word in its clause ("client call irukku", "meeting hai") is the one the client can't do.
    ['aiyo wednesday client call irukku marandhuten. thursday evening same maari kidaikkuma?', 'thu'],
    ['oh wednesday I have a client call, thursday evening same thing available?', 'thu'],
    ['बुधवार को ऑफिस मीटिंग है, गुरुवार शाम को मिल जाएगा?', 'thu'],
    ['budhwar ko meeting hai, guruvar shaam ko ho jayega?', 'thu'],
    ['புதன்கிழமை ஆபீஸ் மீட்டிங் இருக்கு, வியாழன் சாயங்காலம் கிடைக்குமா?', 'thu'],
  ])('%s', (text, weekday) => {
    expect(read(text).date?.expression).toEqual({ weekday, next: false });
  });
});

describe('an earlier time for a booking the client describes is a move, even with its kind and day named (h9 round)', () => {
  it.each([
    'परसों शाम 4 बजे बेटे की ट्यूशन है, उसे एक घंटा पहले कर दो, 4 बजे उसका क्रिकेट है',
    'parso shaam 4 baje bete ki tuition hai, use ek ghanta pehle kar do',
    "my son's tuition is at 4 pm day after tomorrow, can you make it an hour earlier",
    'நாளை மறுநாள் சாயங்காலம் 4 மணிக்கு பையனுக்கு டியூஷன் இருக்கு, அத ஒரு மணி நேரம் முன்னாடி மாத்துங்க',
    'naalai marunaal saayangaalam 4 manikku paiyanukku tuition irukku, adha oru mani neram munnadi maathunga',
  ])('%s', (text) => {
    const reading = read(text);
    expect(reading.intent).toBe('reschedule');
    expect(reading.relativeMove).toMatchObject({ days: 0, minutes: -60 });
  });

  it('a later time for a new request stays a new request ("2 din baad plumber chahiye")', () => {
    const reading = read('2 din baad plumber chahiye Delhi mein');
    expect(reading.intent).not.toBe('reschedule');
    expect(reading.category).toBe('plumber');
  });
});

describe('asking whether a kind is free at a time is a request, not a look at bookings (h9 round)', () => {
  it.each([
    "There are cracks coming up on the walls of our flat in Koramangala, Bangalore, it's only 3 years old. Can a structural engineer come and have a look on Wednesday?",
    'en amma Bangalore Marathahalli la irukkanga, 68 vayasu. BP check pannanum. monday kaalaila oru doctor kitta appointment kidaikkuma?',
    'मेरी माँ को बीपी चेक करवाना है, सोमवार सुबह डॉक्टर் का अपॉइंटमेंट मिलेगा?',
    'meri mummy ka BP check karwana hai, monday subah doctor ka appointment milega?',
    'என் அம்மாவுக்கு BP செக் பண்ணணும், திங்கக்கிழமை காலைல டாக்டர் அப்பாயின்ட்மென்ட் கிடைக்குமா?',
  ])('%s', (text) => {
    expect(read(text).intent).toBe('slots');
  });

  it('"when is my doctor appointment?" still lists the bookings', () => {
    expect(read('when is my doctor appointment?').intent).toBe('list_bookings');
  });
});

describe('"I had booked X, don\'t need it now" cancels, in each form (h9 round)', () => {
  it.each([
    'பிளம்பர் வர்றதுக்கு புக் பண்ணியிருந்தேன்ல, இனிமே அது தேவையில்ல. பக்கத்து வீட்டு அண்ணா டேப்ப மாத்தி குடுத்துட்டாரு',
    'car wash book pannirundhen la, mazhai varum nu solraanga, adhu vendaam',
    'plumber jo book kiya tha wo ab nahi chahiye, padosi ne theek kar diya',
    'प्लंबर जो बुक किया था अब उसकी ज़रूरत नहीं',
    "the plumber I had booked, I don't need him anymore",
  ])('%s', (text) => {
    expect(read(text).intent).toBe('cancel');
  });

  it('"book pannunga" (book it) with a "don\'t want" of something else stays a request', () => {
    expect(read('dentist book pannunga, root canal vendaam').intent).not.toBe('cancel');
  });
});

describe('"next week, same day and time" moves a booking by a week (h9 round)', () => {
  it.each([
    'wednesday shaam 5 baje wali tuition ko agle hafte same din same time kar do, bachhe ki school trip hai',
    'move my yoga class to next week, same day same time',
    'अगले हफ्ते उसी दिन उसी समय कर दो मेरी बुकिंग',
    'என் யோகா கிளாஸ அடுத்த வாரம் அதே நாள் அதே நேரத்துக்கு மாத்துங்க',
    'adutha vaaram adhe naal adhe neram ku maathunga en booking',
  ])('%s', (text) => {
    const reading = read(text);
    expect(reading.intent).toBe('reschedule');
    expect(reading.relativeMove).toMatchObject({ days: 7, minutes: 0 });
  });

  it('"next week monday" is a date', () => {
    expect(read('next week monday dentist chahiye').relativeMove).toBeNull();
  });
});

describe("of the open request's city and another named beside it, the other is the change (h9 round)", () => {
  it.each([
    [
      'oh Coimbatore la illaya? seri paravaala, amma veedu Chennai T Nagar la, wednesday madhiyam anga yaaravadhu anupunga',
      'Coimbatore',
      'Chennai',
    ],
    ['no dentist in Pune? ok what about Mumbai then', 'Pune', 'Mumbai'],
    ['पुणे में नहीं है? ठीक है मुंबई में देख लीजिए', 'Pune', 'Mumbai'],
    ['Pune mein koi nahi? chalo Mumbai mein dikhao', 'Pune', 'Mumbai'],
    ['கோயம்புத்தூர்ல இல்லையா? சரி, சென்னைல பாருங்க', 'Coimbatore', 'Chennai'],
  ])('%s', (text, requestCity, city) => {
    expect(read(text, { intent: 'slots', category: 'repair', city: requestCity }).city).toBe(city);
  });

  it('the area read is one of the city asked for', () => {
    const reading = read('Coimbatore la illaya? Chennai T Nagar la paarunga', { intent: 'slots', category: 'repair', city: 'Coimbatore' });
    expect(reading).toMatchObject({ city: 'Chennai', area: 'T. Nagar' });
  });
});
