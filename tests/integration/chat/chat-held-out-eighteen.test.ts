/**
 * The h18 round's open failures over /api/chat on the demo catalogue (issue 21), each a rule, not a line:
 * - cockroaches "even inside the drawers … can someone come" are pest control, not a carpenter;
 * - "नया सिंक लगवाना है" is a plumber's sink installation (it asked "what is it for?"), kept under the ceiling said;
 * - "kitna per table? ok fine haan book karo" to a table proposed books it (it searched again and listed);
 * - a move to another city "वही परसों सुबह 7 बजे" proposes that time there, and the yes books it;
 * - a parlour booking the client "can hardly get out for" is proposed for cancelling, and the yes cancels it;
 * - "அத ஒரு மணி நேரம் தள்ளி வைக்க முடியுமா" moves the salon booking an hour later.
 */
import { describe, expect, it } from 'vitest';
import { bookSetup } from '#api/cli/lib/dialogue-api.ts';
import { clockFrom, demoCatalogueServer, newDemoChat, weekdayMorning } from './dialogue-judge.ts';

const now = weekdayMorning();
const demo = demoCatalogueServer({ now: clockFrom(now) });

const newChat = () => newDemoChat(demo());

describe('kinds', () => {
  it('en: cockroaches "even inside the drawers … can someone come" books pest control', async () => {
    const { chat, bookings } = await newChat();
    const offer = await chat.send(
      'cockroaches everywhere in the kitchen 🪳🪳😩 even inside the drawers now. Bodakdev, Ahmedabad. can someone come day after tomorrow at 2?',
    );
    expect(offer.proposal, offer.text).toMatchObject({ kind: 'book', provider: 'Trivedi Pest Solutions', time: '14:00' });
    await chat.send('ok fine book it 👍');
    expect((await bookings()).map((row) => row.provider.name)).toEqual(['Trivedi Pest Solutions']);
  });

  it('hi: "रसोई का नया सिंक लगवाना है" offers the sink installation, under ₹500 when asked, and books it', async () => {
    const { chat, bookings } = await newChat();
    const offer = await chat.send(
      'नमस्ते, जयपुर मालवीय नगर में रसोई का नया सिंक लगवाना है, पुराना वाला क्रैक हो गया है। परसों सुबह 11 बजे कोई आ सकता है क्या?',
    );
    expect(offer.proposal, offer.text).toMatchObject({ kind: 'book', service: 'Kitchen sink installation' });
    const cheaper = await chat.send('इतना? 500 से कम वाला कोई नहीं है क्या');
    expect(cheaper.proposal, cheaper.text).toMatchObject({ service: 'Kitchen sink installation', time: '11:00' });
    await chat.send('हाँ ठीक है, 11 बजे वाला फाइनल करो');
    const rows = await bookings();
    expect(rows.map((row) => [row.serviceName, row.amountPaise <= 50_000])).toEqual([['Kitchen sink installation', true]]);
  });
});

describe('a yes, and a time kept across a move of house', () => {
  it('hinglish: "kitna per table? ok fine haan book karo" books the table proposed', async () => {
    const { chat, bookings } = await newChat();
    const offer = await chat.send('parso raat 8 baje 4 logon ke liye table chahiye, proper South Indian meals wala, T Nagar Chennai');
    expect(offer.proposal, offer.text).toMatchObject({ kind: 'book', provider: 'Annapoorna Mess', time: '20:00' });
    const yes = await chat.send('kitna per table? ok fine haan book karo');
    expect(
      (await bookings()).map((row) => [row.provider.name, row.time]),
      yes.text,
    ).toEqual([['Annapoorna Mess', '20:00']]);
  });

  it('hi: "हम लोग तो मुंबई बांद्रा शिफ्ट हो गए हैं … वही परसों सुबह 7 बजे" proposes 7:00 there, and the yes books it', async () => {
    const { chat, bookings } = await newChat();
    await chat.send('मम्मी के लिए योगा क्लास चाहिए, कमर में दर्द रहता है, डॉक्टर ने हल्का योगा बोला है। दिल्ली में परसों सुबह 7 बजे मिल जाएगा?');
    const moved = await chat.send('ओह sorry, हम लोग तो पिछले हफ्ते मुंबई बांद्रा शिफ्ट हो गए हैं 😅 वहाँ देख लो, वही परसों सुबह 7 बजे');
    expect(moved.proposal, moved.text).toMatchObject({ kind: 'book', time: '07:00' });
    await chat.send('हाँ बढ़िया, बुक कर दो');
    expect((await bookings()).map((row) => [row.provider.city, row.time])).toEqual([['Mumbai', '07:00']]);
  });
});

describe('a booking the client can hardly get to, and a move by an hour', () => {
  it('hi: "उस दिन घर से निकलना मुश्किल होगा। उसको रहने दीजिए" proposes the cancel, and the yes cancels it', async () => {
    const { api, chat, bookings } = await newChat();
    const setup = await bookSetup(api, { category: 'salon', date: { rel_days: 2 }, time: '16:00' }, now);
    const asked = await chat.send(
      'नमस्ते, परसों 4 बजे मेरा पार्लर का appointment है ना... सासू माँ की तबीयत ठीक नहीं, तो उस दिन घर से निकलना मुश्किल होगा। उसको रहने दीजिए, बाद में फिर से बुक कर लूँगी।',
    );
    expect(asked.proposal, asked.text).toMatchObject({ kind: 'cancel', bookingId: setup.id });
    await chat.send('जी हाँ, कैंसल ही कर दीजिए');
    expect((await bookings()).map((row) => [row.id, row.status])).toEqual([[setup.id, 'cancelled']]);
  });

  it('ta: "அத ஒரு மணி நேரம் தள்ளி வைக்க முடியுமா?" moves the salon booking to an hour later', async () => {
    const { api, chat, bookings } = await newChat();
    const setup = await bookSetup(api, { category: 'salon', date: { rel_days: 2 }, time: '11:00' }, now);
    const asked = await chat.send(
      'நாளை மறுநாள் 11 மணிக்கு சலூன் புக் பண்ணிருந்தேன்ல, அத ஒரு மணி நேரம் தள்ளி வைக்க முடியுமா? காலைல கொஞ்சம் வேலை இருக்கு',
    );
    expect(asked.proposal, asked.text).toMatchObject({ kind: 'reschedule', time: '12:00' });
    await chat.send('ஆமா, 12 மணி ஓகே');
    expect((await bookings()).map((row) => [row.id, row.date, row.time])).toEqual([[setup.id, setup.date, '12:00']]);
  });
});
