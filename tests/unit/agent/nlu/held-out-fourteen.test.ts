import { describe, expect, it } from 'vitest';
import type { ConversationMemory } from '#agent/nlu/types.ts';
import { read } from './read-message.ts';

/** The h14 round's open failures read by the parser, each a rule for any wording in the five forms. */
function shown(category: ConversationMemory['category'], times: readonly string[]): ConversationMemory {
  const date = '2026-11-23';
  return { intent: 'book', category, date, awaiting: 'option', options: times.map((time) => ({ time, date })) };
}

describe("a word one letter off another kind's word does not change the kind on show (h14 round)", () => {
  it.each([
    'Actually make it Wednesday, Monday he has his pension bank thing. And it is under two thousand, right?',
    'wednesday please, monday there is a pension office visit',
  ])('%s', (text) => {
    expect(read(text, shown('doctor', ['10:00'])).category ?? 'doctor').toBe('doctor');
  });
});

describe("a general check-up is a general physician's (h14 round)", () => {
  it.each([
    "My dad is 67 and hasn't had a proper full body checkup in 3 years. Can you find a general doctor in Bangalore?",
    'need a full body check up for my mother in Pune on monday',
    'pitaji ka full body checkup karwana hai, koi general doctor batao',
  ])('%s', (text) => {
    const reading = read(text);
    expect(reading.category).toBe('doctor');
    expect(reading.serviceTerm?.toLowerCase()).toBe('general physician');
  });
});

describe('"since last night" says how long, not when (h14 round)', () => {
  it.each([
    'रसोई का नल कल रात से लगातार टपक रहा है, नीचे बाल्टी रखनी पड़ रही है। करोल बाग़, दिल्ली में हूँ। बुधवार सुबह ग्यारह बजे किसी को भेज दीजिए',
    'kitchen ka nal kal raat se tapak raha hai, budhvaar subah 11 baje kisi ko bhej do',
    'the kitchen tap has been dripping since yesterday night, send someone on wednesday at 11 am',
    'சமையலறை குழாய் நேத்து ராத்திரியிலிருந்து ஒழுகுது, புதன்கிழமை காலை 11 மணிக்கு யாராவது அனுப்புங்க',
  ])('%s', (text) => {
    expect(read(text).date?.expression).toEqual({ weekday: 'wed', next: false });
  });
});

describe("the trade's own words beside a word for repairing keep the trade (h14 round)", () => {
  it.each(['नल टपकने की मरम्मत का जिसका चार्ज सबसे कम हो, वही भेजिए', 'nal tapakne ki marammat ka jo sabse sasta ho wahi bhejo'])(
    '%s',
    (text) => {
      expect(read(text, shown('plumber', ['10:00', '11:00'])).category ?? 'plumber').toBe('plumber');
    },
  );
});

describe('of two times, one the client is busy at and one asked "instead", the one asked (h14 round)', () => {
  it.each([
    'अरे रुकिए, ग्यारह बजे तो मैं बैंक में रहूँगी। उसी दिन दोपहर दो बजे कर दीजिए',
    'ruko, 11 baje to main bank mein rahungi. usi din dopahar 2 baje kar do',
    "wait, at 11 I'll be at the bank. make it 2 pm the same day",
    'பதினொரு மணிக்கு நான் பேங்க்ல இருப்பேன். அதே நாள் மதியம் ரெண்டு மணிக்கு வைங்க',
  ])('%s', (text) => {
    expect(read(text, shown('plumber', ['10:00', '11:00'])).time).toBe('14:00');
  });
});

describe('a class gone by told as the reason is no look at bookings (h14 round)', () => {
  it('Since my swimming class last week my left ear feels blocked … Could I see an ENT on Tuesday at half past eleven?', () => {
    const reading = read(
      'Good evening. Since my swimming class last week my left ear feels blocked and I can hear my own voice echoing inside. I stay in Parel, Mumbai. Could I see an ENT on Tuesday at around half past eleven in the morning?',
    );
    expect(reading.intent).not.toBe('list_bookings');
    expect(reading).toMatchObject({ category: 'doctor', time: '11:30' });
    expect(reading.serviceTerm?.toLowerCase()).toContain('ent');
  });
});

describe('a class booked that "won\'t happen" that day is a cancel (h14 round)', () => {
  it.each([
    'नमस्ते, मंगलवार शाम पाँच बजे बेटे की ट्यूशन वाली क्लास बुक की थी न। असल में उसके स्कूल ने उसी दिन पेरेंट-टीचर मीटिंग रख दी है, तो उस दिन क्लास हो नहीं पाएगी',
    'tuesday 5 baje wali tuition class book ki thi, us din school mein meeting hai, class nahi ho payegi',
  ])('%s', (text) => {
    expect(read(text).intent).toBe('cancel');
  });
});

describe('a time the client comes back from somewhere is no time asked (h14 round)', () => {
  const tutorsShown = shown('tutor', ['16:00', '17:00']);
  it.each([
    ['वो साढ़े छह बजे कोचिंग से लौटता है, तो मंगलवार शाम सात बजे हो सकता है?', '19:00'],
    ['woh saade chhe baje coaching se lautta hai, to mangalvaar shaam saat baje ho sakta hai?', '19:00'],
    ['she gets back from school at 4:30, is 6 pm possible on thursday?', '18:00'],
    ['அவ நாலரைக்குத்தான் ஸ்கூல்லேர்ந்து வருவா. வியாழக்கிழமை சாயங்காலம் ஆறு மணிக்கு முடியுமா?', '18:00'],
  ])('%s', (text, time) => {
    const reading = read(text, tutorsShown);
    expect(reading.time).toBe(time);
    expect(reading.category ?? 'tutor').toBe('tutor');
  });
});

describe('a day taken by a class of their own: the other day is asked, the class is no new kind (h14 round)', () => {
  it.each([
    'இல்ல, வியாழன் அவளுக்கு டான்ஸ் கிளாஸ் இருக்கு. வெள்ளிக்கிழமை அதே நேரம் வச்சுடுங்க',
    'nahi, guruvaar ko uski dance class hai. shukravaar same time rakh do',
    'no, thursday she has her dance class. friday same time please',
  ])('%s', (text) => {
    const reading = read(text, shown('tutor', ['16:00', '17:00']));
    expect(reading.date?.expression).toEqual({ weekday: 'fri', next: false });
    expect(reading.category ?? 'tutor').toBe('tutor');
  });
});

describe('"se zyada nhi" is a price ceiling in the spelling people type (h14 round)', () => {
  it.each(['kitne ka h? teen sau se zyada nhi', 'teen sau se zyada na ho'])('%s', (text) => {
    expect(read(text, shown('tutor', ['16:00'])).maxPricePaise).toBe(30_000);
  });
});
