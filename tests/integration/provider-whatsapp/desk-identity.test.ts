/**
 * Who the provider desk answers (issue 26.5): a provider's registered phone, in whatever form it
 * was saved; not a client's phone, nor a suspended provider's. The provider who is also a client
 * reaches Mitra with "mitra …", by writing about booking for themselves, and stays with Mitra while
 * that conversation goes on, and with a rating answering a review request; a command still wins.
 * Replying to the latest review, in five forms.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRef } from '#api/services/notifications/booking-texts.ts';
import { conversationMessages, conversations, providers, providerTimeOff, reviews, timeSlots, user } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { WhatsAppSender } from '#tests/support/twilio-webhook.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book } from '../bookings/booking-fixtures.ts';
import { at, clock, day, deskProvider, freshPhone, say } from './desk-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock.now) });
});
afterAll(() => server.close());

const helpLine = /^BookMitra for providers\. Write:/;

/** Mitra's turns in the phone's conversation: each answer it gives stores two rows. */
async function mitraRows(phone: string): Promise<number> {
  const [row] = await server.ctx.db
    .select({ n: count() })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(eq(conversations.address, phone));
  return row!.n;
}

describe('replying to the latest review', () => {
  const forms = [
    {
      form: 'en',
      message: 'reply: thank you for coming',
      reply: 'thank you for coming',
      answer: /^Your reply is posted under .*'s 5-star review\.$/,
    },
    { form: 'hi', message: 'जवाब: आने के लिए धन्यवाद', reply: 'आने के लिए धन्यवाद', answer: /5-स्टार रिव्यू के नीचे लग गया है।$/ },
    {
      form: 'hi-Latn',
      message: 'jawab - aane ke liye shukriya',
      reply: 'aane ke liye shukriya',
      answer: /5-star review ke neeche lag gaya hai\.$/,
    },
    { form: 'ta', message: 'பதில்: வந்ததற்கு நன்றி', reply: 'வந்ததற்கு நன்றி', answer: /5-நட்சத்திர மதிப்பாய்வின் கீழ் வெளியிடப்பட்டது\.$/ },
    {
      form: 'ta-Latn',
      message: 'Bathil: vandhadhukku nandri',
      reply: 'vandhadhukku nandri',
      answer: /5-star review-kku keezhe podappattadhu\.$/,
    },
  ];

  it.each(forms)('$form: "$message" answers the newest review once, through the reviews service', async ({ message, reply, answer }) => {
    const desk = await deskProvider(server, { booked: ['10:00'] });
    const booking = desk.bookings[0]!;
    clock.now = at(day, '10:30').getTime();
    await say(desk.whatsapp, `${booking.ref} attended`);
    expect((await desk.client.post(`/api/bookings/${booking.id}/review`, { rating: 5, comment: 'very kind' })).status).toBe(201);

    expect(await say(desk.whatsapp, message)).toMatch(answer);
    const [review] = await server.ctx.db.select().from(reviews).where(eq(reviews.bookingId, booking.id));
    expect(review!.reply).toBe(reply);

    expect(await say(desk.whatsapp, 'reply: thanks again')).toMatch(/already has your reply/);
    expect((await server.ctx.db.select().from(reviews).where(eq(reviews.bookingId, booking.id)))[0]!.reply).toBe(reply);
  });

  it('a reply longer than the dashboard allows is refused whole, not cut', async () => {
    const desk = await deskProvider(server, { booked: ['10:00'] });
    const booking = desk.bookings[0]!;
    clock.now = at(day, '10:30').getTime();
    await say(desk.whatsapp, `${booking.ref} attended`);
    expect((await desk.client.post(`/api/bookings/${booking.id}/review`, { rating: 4 })).status).toBe(201);
    expect(await say(desk.whatsapp, `reply: ${'thank you '.repeat(101)}`)).toBe('Your reply is too long: at most 1000 characters, please.');
    expect((await server.ctx.db.select().from(reviews).where(eq(reviews.bookingId, booking.id)))[0]!.reply).toBeNull();
  });

  it('with no review yet it says so, and an empty reply shows how to write one', async () => {
    const desk = await deskProvider(server);
    expect(await say(desk.whatsapp, 'reply: thank you')).toBe('You have no reviews yet.');
    expect(await say(desk.whatsapp, 'reply:')).toBe('Write your reply after “reply:”, for example “reply: thank you for coming”.');
  });
});

describe('which phone is the provider', () => {
  it('anything that is not a command gets the short help, in the script written or the profile’s language', async () => {
    const english = await deskProvider(server);
    expect(await say(english.whatsapp, 'hello')).toMatch(helpLine);
    expect(await say(english.whatsapp, 'नमस्ते')).toMatch(/^प्रोवाइडर के लिए BookMitra। लिखें:/);
    const tamil = await deskProvider(server, { locale: 'ta' });
    expect(await say(tamil.whatsapp, 'வணக்கம்')).toMatch(/^சேவையாளர்களுக்கான BookMitra/);
    const hindi = await deskProvider(server, { locale: 'hi' });
    expect(await say(hindi.whatsapp, 'hello ji')).toMatch(/^Providers ke liye BookMitra\./);
  });

  it('the provider account’s own number and a listing phone saved as "098…" are the provider too', async () => {
    const own = await deskProvider(server);
    const accountPhone = freshPhone('96');
    await server.ctx.db.update(user).set({ phoneNumber: accountPhone }).where(eq(user.id, own.userId));
    expect(await say(new WhatsAppSender(server.url, accountPhone), 'hi')).toMatch(helpLine);

    const listed = await deskProvider(server);
    const listingPhone = freshPhone('95');
    await server.ctx.db
      .update(providers)
      .set({ phone: `0${listingPhone.slice(3, 8)} ${listingPhone.slice(8)}` })
      .where(eq(providers.id, listed.provider.id));
    expect(await say(new WhatsAppSender(server.url, listingPhone), 'tomorrow')).toMatch(/^Tomorrow, .*: no bookings\.$/);
  });

  it('a client’s phone is unaffected: "aaj ki bookings" and "block tomorrow" go to Mitra and block nothing', async () => {
    const phone = freshPhone('94');
    const client = new WhatsAppSender(server.url, phone, 'Ravi');
    expect(await say(client, 'aaj ki bookings')).not.toMatch(/^Aaj, |Providers ke liye/);
    expect(await say(client, 'block tomorrow')).not.toMatch(/^Block |BookMitra for providers/);
    expect(await mitraRows(phone)).toBe(4);
    const [conversation] = await server.ctx.db.select().from(conversations).where(eq(conversations.address, phone));
    expect(conversation!.state).not.toHaveProperty('providerDesk');
  });

  it('hostile text from a provider’s phone is refused at the door or answered with the help, never a 500', async () => {
    const desk = await deskProvider(server);
    expect((await desk.whatsapp.send('BM\u0000 attended')).status).toBe(400);
    expect(await say(desk.whatsapp, `${'bm'.repeat(2000)}`)).toMatch(helpLine);
    // A form cannot carry a lone surrogate: it arrives as U+FFFD, which is only a character.
    expect(await say(desk.whatsapp, 'block \uD800 tomorrow')).toMatch(/^Block .*, all day\?/);
    expect(await say(desk.whatsapp, `block ${'9'.repeat(3000)} to 99999 pm today`)).toMatch(/^Block .*, all day\?/);
  });

  it('a suspended provider’s phone is a client’s', async () => {
    const desk = await deskProvider(server);
    await server.ctx.db.update(providers).set({ verification: 'suspended' }).where(eq(providers.id, desk.provider.id));
    expect(await say(desk.whatsapp, 'hello')).not.toMatch(helpLine);
    expect(await mitraRows(desk.phone)).toBe(2);
  });
});

describe('the provider as a client', () => {
  it('"mitra …" goes to Mitra, the conversation stays Mitra’s ("2", "tomorrow"), and a command still reaches the desk', async () => {
    const desk = await deskProvider(server, { booked: ['17:00'] });
    const asked = await say(desk.whatsapp, 'Mitra, doctor tomorrow morning in Bengaluru');
    expect(asked).not.toMatch(helpLine);
    expect(await mitraRows(desk.phone)).toBe(2);

    await say(desk.whatsapp, '2');
    expect(await mitraRows(desk.phone)).toBe(4);
    // A day alone answers Mitra's "which day?", not the provider's agenda.
    expect(await say(desk.whatsapp, 'tomorrow')).not.toMatch(/^Tomorrow, /);
    expect(await mitraRows(desk.phone)).toBe(6);
    expect(await server.ctx.db.select().from(providerTimeOff).where(eq(providerTimeOff.providerId, desk.provider.id))).toEqual([]);

    expect(await say(desk.whatsapp, "tomorrow's bookings")).toContain(desk.bookings[0]!.ref);
    expect(await mitraRows(desk.phone)).toBe(6);
    // The desk answered last: what is not a command is the desk's again.
    expect(await say(desk.whatsapp, 'hello')).toMatch(helpLine);
  });

  it('booking for themselves ("book a dentist…", "my bookings tomorrow") is Mitra’s without the switch word', async () => {
    const desk = await deskProvider(server, { booked: ['17:00'] });
    expect(await say(desk.whatsapp, 'book a dentist tomorrow in Bengaluru')).not.toMatch(helpLine);
    expect(await mitraRows(desk.phone)).toBe(2);
    expect(await say(desk.whatsapp, 'my bookings tomorrow')).not.toContain(desk.bookings[0]!.ref);
    expect(await mitraRows(desk.phone)).toBe(4);
  });

  it('a rating answering the review request of their own visit elsewhere is taken as the rating', async () => {
    const desk = await deskProvider(server);
    const { client: asClient, user: account } = await signedUpClient(server.url, { name: 'Anjali Rao' });
    await server.ctx.db.update(user).set({ phoneNumber: desk.phone, phoneNumberVerified: true }).where(eq(user.id, account.id));
    const dentist = await deskProvider(server);
    const [slot] = await server.ctx.db
      .insert(timeSlots)
      .values({ providerId: dentist.provider.id, startsAt: at(day, '12:00'), endsAt: at(day, '12:30') })
      .returning();
    const visit = await book(asClient, slot!.id, { serviceId: dentist.service.id, phone: desk.phone });
    expect(visit.status).toBe(201);
    clock.now = at(day, '12:40').getTime();
    expect(await say(dentist.whatsapp, `${bookingRef(visit.body.id)} attended`)).toMatch(/is marked attended/);

    expect(await say(desk.whatsapp, '5 very gentle')).toMatch(/^Thank you! Your 5-star rating/);
    const [review] = await server.ctx.db.select().from(reviews).where(eq(reviews.bookingId, visit.body.id));
    expect({ rating: review!.rating, comment: review!.comment }).toEqual({ rating: 5, comment: 'very gentle' });
  });

  it('Mitra’s conversation ends for the desk after half an hour without it', async () => {
    const desk = await deskProvider(server);
    await say(desk.whatsapp, 'mitra hello');
    expect(await mitraRows(desk.phone)).toBe(2);
    clock.now += 31 * 60_000;
    expect(await say(desk.whatsapp, 'hello')).toMatch(helpLine);
  });
});
