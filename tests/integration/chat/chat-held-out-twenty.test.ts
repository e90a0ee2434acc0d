/**
 * The h20 round's open failures over /api/chat on the demo catalogue (issue 21), each a rule, not a line:
 * - "the tap drips all night, can't sleep … need a plumber" searched therapists: the kind asked for by name wins;
 * - "servicing book ki thi, usko shaam 5 baje kar do" offered a second car service: it moves the booking made;
 * - "ha book kro", "yes okay book that one full stop" did not book the proposal;
 * - "காலை ஒம்பது மணிக்கு" (colloquial nine) offered 8:00;
 * - "அவங்க எங்க இருக்காங்க? fees எவ்வளவு?" dropped the proposal for a list; now answered, and the yes books.
 */
import { describe, expect, it } from 'vitest';
import { bookSetup } from '#api/cli/lib/dialogue-api.ts';
import { clockFrom, demoCatalogueServer, newDemoChat, weekdayMorning } from './dialogue-judge.ts';

const now = weekdayMorning();
const demo = demoCatalogueServer({ now: clockFrom(now) });
const newChat = () => newDemoChat(demo());

describe('the kind asked for by name', () => {
  it('en: "tap dripping the whole night, cant sleep … need a plumber in Delhi" searches plumbers', async () => {
    const { chat } = await newChat();
    const reply = await chat.send(
      'bathroom tap dripping the whole night, cant sleep 😩 need a plumber in Delhi day after tomorrow morning',
    );
    const search = reply.tools.find((call) => call.name === 'find_slots');
    expect(search?.input, reply.text).toMatchObject({ category: 'plumber', city: 'Delhi' });
  });
});

describe('a booking made before, moved', () => {
  it('hinglish: "parso subah 10 baje servicing book ki thi, usko same din shaam 5 baje kar do" moves it on the yes', async () => {
    const { api, chat, bookings } = await newChat();
    const setup = await bookSetup(api, { category: 'car', date: { rel_days: 2 }, time: '10:00' }, now);
    const asked = await chat.send(
      'parso subah 10 baje gaadi ki servicing book ki thi, usko same din shaam 5 baje kar do, subah office jaana padega',
    );
    expect(asked.proposal, asked.text).toMatchObject({ kind: 'reschedule', date: setup.date, time: '17:00' });
    await chat.send('haan 5 baje wala confirm karo');
    expect((await bookings()).map((row) => [row.id, row.time, row.status])).toEqual([[setup.id, '17:00', 'confirmed']]);
  });
});

describe('a yes as people type it', () => {
  it('hinglish: "ha book kro" books the fridge repair proposed', async () => {
    const { chat, bookings } = await newChat();
    const offer = await chat.send('fridge thanda nhi kr rha h lucknow indira nagar me, parso dopahar 12 baje koi bhej do');
    expect(offer.proposal, offer.text).toMatchObject({ kind: 'book', time: '12:00' });
    await chat.send('ha book kro');
    expect((await bookings()).map((row) => [row.provider.category, row.time])).toEqual([['repair', '12:00']]);
  });

  it('en, voice-typed: "yes okay book that one full stop" books the bike service proposed', async () => {
    const { chat, bookings } = await newChat();
    const offer = await chat.send(
      'hello mitra i want to get my activa serviced in dilsukhnagar hyderabad day after tomorrow at four pm is that possible',
    );
    expect(offer.proposal, offer.text).toMatchObject({ kind: 'book', time: '16:00' });
    await chat.send('yes okay book that one full stop');
    expect((await bookings()).map((row) => [row.provider.name, row.time])).toEqual([['Pinto Two Wheelers', '16:00']]);
  });
});

describe('Tamil as it is spoken', () => {
  it('ta: "காலை ஒம்பது மணிக்கு" is nine o\'clock', async () => {
    const { chat } = await newChat();
    const offer = await chat.send('பாத்ரூம் குழாய்ல தண்ணி லீக் ஆகிட்டே இருக்கு, ஷோலிங்கநல்லூர்ல நாளை மறுநாள் காலை ஒம்பது மணிக்கு யாரையாவது அனுப்புங்க');
    expect(offer.proposal, offer.text).toMatchObject({ kind: 'book', time: '09:00' });
  });

  it('ta: "அவங்க எங்க இருக்காங்க? fees எவ்வளவு?" is answered with the proposal kept, and the yes books it', async () => {
    const { chat, bookings } = await newChat();
    const offer = await chat.send(
      'எங்க பொண்ணு மூணாவது படிக்கிறா, maths ல ரொம்ப weak ஆ இருக்கா. சென்னைல tuition எடுக்க யாராவது இருக்காங்களா? நாளை மறுநாள் சாயங்காலம் அஞ்சு மணிக்கு first class வைக்கலாம்',
    );
    expect(offer.proposal, offer.text).toMatchObject({ kind: 'book', time: '17:00' });
    const answer = await chat.send('அவங்க எங்க இருக்காங்க? fees எவ்வளவு?');
    expect(answer.proposal, answer.text).toEqual(offer.proposal);
    expect(answer.text).toMatch(/Nungambakkam/u);
    expect(answer.text).toMatch(/₹400/u);
    await chat.send('நுங்கம்பாக்கம்னா பக்கம் தான். சரி book பண்ணுங்க');
    expect((await bookings()).map((row) => [row.provider.name, row.time])).toEqual([['Ananya Chandrasekhar', '17:00']]);
  });
});
