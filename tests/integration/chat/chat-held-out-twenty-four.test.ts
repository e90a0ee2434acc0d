/**
 * The h24 round's open failures over /api/chat on the demo catalogue (issue 21), each a rule, not a line:
 * - "en paiyan tuition class naalai saayangalam 5 mani ku book aagirukku illa?" (is booked, isn't it?) proposed a
 *   second tuition, and "adha oru naal thalli podunga … maathidunga" then booked it beside the first: a booking the
 *   client says is there is shown, and the move moves it;
 * - "home loan pathi advice venum … financial advisor yaaravadhu?" listed the advisor's services, and "Friday 5 mani
 *   ku paakalama?" proposed a financial planning session: the service named at the search is the one offered;
 * - "कंप्यूटर पर गेम बनाने का शौक … सरिता राठौर मैम … क्लास" searched a laptop repairer named so, and the yes booked a
 *   repair: a name not found among the kind read is looked for in every kind (its spelling from Hindi letters
 *   forgiven), and that provider's slots are offered.
 */
import { describe, expect, it } from 'vitest';
import { bookSetup } from '#api/cli/lib/dialogue-api.ts';
import { clockFrom, demoCatalogueServer, newDemoChat, weekdayMorning } from './dialogue-judge.ts';
import { addDays, istDate, weekdayOf } from '#api/core/time-zone.ts';

const now = weekdayMorning();
const demo = demoCatalogueServer({ now: clockFrom(now) });

describe('a booking the client says is there, then moved a day', () => {
  it('tanglish: no second tuition is proposed, and the change moves the one there', async () => {
    const { api, chat, bookings } = await newDemoChat(demo());
    const setup = await bookSetup(api, { category: 'tutor', date: { rel_days: 1 }, time: '17:00' }, now);
    const told = await chat.send('en paiyan tuition class naalai saayangalam 5 mani ku book aagirukku illa?');
    expect(told.proposal?.kind, told.text).not.toBe('book');
    const asked = await chat.send(
      'naalai avanuku school la annual day practice, late aagidum. adha oru naal thalli podunga, same time anju mani',
    );
    expect(asked.proposal, asked.text).toMatchObject({ kind: 'reschedule', time: '17:00' });
    await chat.send('ok, saayangalam 5 ku maathidunga, thanks');
    expect((await bookings()).map((row) => [row.id, row.date, row.time])).toEqual([[setup.id, addDays(setup.date, 1), '17:00']]);
  });
});

describe('a service named when searching, then a day and time', () => {
  it('tanglish: the slot is offered with the service named, and booked with it', async () => {
    const { chat, bookings } = await newDemoChat(demo());
    // Two days ahead of a Monday to Wednesday morning: a weekday the advisor works.
    const day = addDays(istDate(now), 2);
    const weekday = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][weekdayOf(day)];
    await chat.send(
      'veedu vaanga plan pannirukom, home loan pathi konjam advice venum. Chennai la financial advisor yaaravadhu irukangala?',
    );
    const offered = await chat.send(`indha ${weekday} saayangalam 5 mani ku paakalama?`);
    expect(offered.proposal, offered.text).toMatchObject({ kind: 'book', service: 'Home loan advice', date: day, time: '17:00' });
    await chat.send('sari, book pannunga');
    expect((await bookings()).map((row) => row.serviceName)).toEqual(['Home loan advice']);
  });
});

describe('a provider named beside words read as another kind', () => {
  it.each([
    ['hi', 'मेरी बेटी 9 साल की है, उसे कंप्यूटर का बहुत शौक है। द्वारका में सरिता राठौर मैम से क्लास करवानी है, रविवार सुबह 11 बजे'],
    ['en', 'my son is crazy about computers, a friend told us about Sarita Rathore maam in Dwarka. can we book her class on sunday at 11?'],
  ])("%s: that provider's slots are offered, never another kind's", async (_form, ask) => {
    const { chat } = await newDemoChat(demo());
    const reply = await chat.send(ask);
    expect(reply.text).toContain('Sarita Rathore');
    expect(reply.text).not.toContain('Repair');
  });
});
