/**
 * A change to what is on show, not to a booking (issue 21, h11 round): "make it an hour later", "a day later, same
 * time", "Tuesday is difficult, Thursday morning instead?" said to a proposal or a list when the client has nothing
 * booked. The request is searched again at the new day or time, and the change itself books nothing; only the
 * client's later pick and yes do. In English, Hindi, Tamil, Hinglish and Tanglish, judged by the bookings at the end.
 */
import { describe, expect, it } from 'vitest';
import { judgeDialogue, parseDialogues } from '#agent/eval/dialogues.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { clockFrom, demoCatalogueServer, judgedBookings, weekdayMorning } from './dialogue-judge.ts';

const now = weekdayMorning();
const demo = demoCatalogueServer({ now: clockFrom(now) });

const salonAt = (days: number, time: string) => ({
  booked: { category: 'salon', date: { rel_days: days }, time, time_window: null, city: 'Bengaluru', max_price: null },
});

const dialogues = parseDialogues(
  [
    {
      id: 'shift-en-hour-later',
      lang: 'en',
      turns: ['need a haircut in Jayanagar Bengaluru tomorrow at 12', 'can you make it one hour later', 'yes'],
      expect: salonAt(1, '13:00'),
    },
    {
      id: 'shift-hi-hour-earlier',
      lang: 'hi',
      turns: ['कल दोपहर 12 बजे जयनगर बेंगलुरु में हेयरकट चाहिए', 'एक घंटा पहले कर दीजिए', 'हाँ'],
      expect: salonAt(1, '11:00'),
    },
    {
      id: 'shift-ta-hour-later',
      lang: 'ta',
      turns: ['நாளைக்கு மதியம் 3 மணிக்கு ஜெயநகர் பெங்களூர்ல ஹேர்கட் வேணும்', 'இல்லங்க, அந்த நேரத்துல வேலை இருக்கு, ஒரு மணி நேரம் தள்ளி வைங்க', 'ஆமா'],
      expect: salonAt(1, '16:00'),
    },
    {
      id: 'shift-hinglish-day-later',
      lang: 'hinglish',
      turns: [
        'kal dopahar 12 baje jayanagar bangalore mein haircut karwana hai',
        'arre kal nahi ho payega, ek din baad kar do same time',
        'haan book kar do',
      ],
      expect: salonAt(2, '12:00'),
    },
    {
      id: 'shift-tanglish-day-later',
      lang: 'tanglish',
      turns: ['naalaiku 2 manikku Jayanagar Bangalore la haircut venum', 'oru naal thalli vainga, adhe time', 'aama'],
      expect: salonAt(2, '14:00'),
    },
    {
      id: 'shift-en-other-day',
      lang: 'en',
      turns: [
        'any physiotherapist in Whitefield Bengaluru on Tuesday morning? my father has back pain',
        'sorry one change, Tuesday my brother cannot bring him. can you check Thursday morning instead?',
        'ok the first one is fine',
        'yes please book it',
      ],
      expect: {
        booked: {
          category: 'doctor',
          date: { weekday: 'thu', next: false },
          time: null,
          time_window: 'morning',
          city: 'Bengaluru',
          max_price: null,
          specialty: ['physio'],
        },
      },
    },
    {
      id: 'shift-hinglish-difficult-day',
      lang: 'hinglish',
      turns: [
        'hyderabad miyapur mein skin specialist chahiye thursday shaam ko',
        'oh thursday toh mushkil hai, saturday shaam mil sakta hai kya?',
        'pehla wala theek hai',
        'haan ji confirm kar dijiye',
      ],
      expect: {
        booked: {
          category: 'doctor',
          date: { weekday: 'sat', next: false },
          time: null,
          time_window: 'evening',
          city: 'Hyderabad',
          max_price: null,
          specialty: ['dermat', 'skin'],
        },
      },
    },
    {
      id: 'shift-tanglish-class-day',
      lang: 'tanglish',
      turns: [
        'Nungambakkam la homework help ku tutor venum wednesday saayangalam',
        'wednesday avanuku cricket class irukku, friday saayangalam paakalaama?',
        'first one podunga',
        'aama',
      ],
      expect: {
        booked: {
          category: 'tutor',
          date: { weekday: 'fri', next: false },
          time: null,
          time_window: 'evening',
          city: 'Chennai',
          max_price: null,
        },
      },
    },
  ]
    .map((line) => JSON.stringify(line))
    .join('\n'),
  'chat-request-shift',
);
// The dialogues share one server: each asks for its own hour, so none finds another's booking in its way.

describe('a change to the proposal or the list on show searches again and books nothing by itself', () => {
  it.each(dialogues.map((dialogue) => [dialogue.id, dialogue] as const))(
    '%s',
    async (_id, dialogue) => {
      const { client, user } = await signedUpClient(demo().url);
      const chat = new ChatClient(client);
      const [ask, change, ...rest] = dialogue.turns;
      const replies = [await chat.send(ask!)];
      const changed = await chat.send(change!);
      replies.push(changed);
      expect(
        changed.tools.map((tool) => tool.name),
        changed.text,
      ).toContain('find_slots');
      expect(
        changed.tools.map((tool) => tool.name),
        changed.text,
      ).not.toContain('book_slot');
      expect(
        changed.tools.map((tool) => tool.name),
        changed.text,
      ).not.toContain('list_bookings');
      for (const turn of rest) replies.push(await chat.send(turn));
      const verdict = judgeDialogue(dialogue, await judgedBookings(demo(), user.id), now);
      expect(verdict, replies.map((reply) => reply.text).join('\n---\n')).toMatchObject({ pass: true });
    },
    30_000,
  );
});

describe('a move with nothing booked', () => {
  it('"my appointment" while a proposal is on show moves the request: its time is kept, and proposed on "ok"', async () => {
    const { client, user } = await signedUpClient(demo().url);
    const chat = new ChatClient(client);
    await chat.send('need a haircut in Jayanagar Bengaluru tomorrow at 5 pm');
    const moved = await chat.send('please move my appointment to the day after tomorrow');
    expect(moved.tools.at(-1), moved.text).toMatchObject({ name: 'find_slots', input: { category: 'salon', time: '17:00' } });
    const proposed = await chat.send('ok');
    expect(proposed.proposal, proposed.text).toMatchObject({ kind: 'book', time: '17:00' });
    await chat.send('yes');
    const [dialogue] = parseDialogues(
      JSON.stringify({ id: 'my-appointment', lang: 'en', turns: ['-'], expect: salonAt(2, '17:00') }),
      'inline',
    );
    expect(judgeDialogue(dialogue!, await judgedBookings(demo(), user.id), now)).toMatchObject({ pass: true });
  });

  it('and nothing asked for says there is nothing to move, and never shows slots of any kind', async () => {
    const { client } = await signedUpClient(demo().url);
    const reply = await new ChatClient(client).send('can you move my appointment to tomorrow morning?');
    // The day is looked at, and find_slots refuses it without a kind: no slot of any kind is offered.
    expect(reply.tools.map((tool) => tool.name)).toEqual(['list_bookings', 'find_slots']);
    expect(reply.tools[1]?.output).toMatchObject({ ok: false, reason: 'kind_required' });
    expect(reply.proposal).toBeNull();
    expect(reply.text).toMatch(/no upcoming bookings to move/i);
  });
});

describe('a word for the whole category keeps the kind on show (h11 round)', () => {
  it.each([
    ['en', 'does the teacher also teach in Tamil? what is the fee?'],
    ['ta', 'டீச்சர் தமிழ்லயும் சொல்லித் தருவாங்களா? ஃபீஸ் எவ்வளவு?'],
  ])('%s: "%s" never searches for any "teacher" instead of the home tutor', async (_form, question) => {
    const { client } = await signedUpClient(demo().url);
    const chat = new ChatClient(client);
    const proposed = await chat.send('home tuition teacher in Nungambakkam Chennai on Thursday at 5 pm');
    expect(proposed.proposal, proposed.text).toMatchObject({ kind: 'book', service: 'Home tuition (Class 1-5)' });
    const asked = await chat.send(question);
    for (const tool of asked.tools.filter((call) => call.name === 'find_slots'))
      expect(tool.input, asked.text).toMatchObject({ query: 'home tutor' });
    expect(asked.text).toContain('Ananya Chandrasekhar');
  });
});
