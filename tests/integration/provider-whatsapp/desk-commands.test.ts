/**
 * Providers running their day from WhatsApp (issue 26.5): the agenda, blocking time with the
 * bookings inside cancelled or kept, and marking by reference, each in English, Hindi and Tamil,
 * in their scripts and in Latin letters, through the Twilio-signed webhook.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerTimeOff, timeSlots } from '#db/schema/index.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book } from '../bookings/booking-fixtures.ts';
import { at, clock, day, deskProvider, say, statusOf } from './desk-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock.now) });
});
afterAll(() => server.close());

async function timeOffOf(providerId: string) {
  return server.ctx.db.select().from(providerTimeOff).where(eq(providerTimeOff.providerId, providerId));
}

describe('the agenda of today or tomorrow', () => {
  const forms = [
    { form: 'en', ask: "tomorrow's appointments", title: 'Tomorrow, ', status: 'confirmed' },
    { form: 'hi', ask: 'कल की बुकिंग', title: 'कल, ', status: 'पक्की' },
    { form: 'hi-Latn', ask: 'kal ki bookings', title: 'Kal, ', status: 'pakki' },
    { form: 'ta', ask: 'நாளைய அப்பாயின்ட்மென்ட்', title: 'நாளை, ', status: 'உறுதி' },
    { form: 'ta-Latn', ask: 'naalai appointments', title: 'Naalai, ', status: 'uruthi' },
  ];

  it.each(forms)('$form: "$ask" lists time, client, service, reference and status, earliest first', async ({ ask, title, status }) => {
    const desk = await deskProvider(server, { booked: ['17:00', '10:00'] });
    const [evening, morning] = desk.bookings;
    const reply = await say(desk.whatsapp, ask);
    const lines = reply.split('\n');
    expect(lines[0]).toMatch(new RegExp(`^${title}.*: 2`));
    expect(lines[1]).toContain(`Lakshmi Iyer — Consultation · ${morning!.ref} · ${status}`);
    expect(lines[2]).toContain(`Lakshmi Iyer — Consultation · ${evening!.ref} · ${status}`);
    expect(lines[1]).toMatch(/10:00/);
  });

  it('"aaj ki bookings" reads today in IST: the same bookings once the clock is on their day, none the day before', async () => {
    const desk = await deskProvider(server, { booked: ['10:00'] });
    expect(await say(desk.whatsapp, 'aaj ki bookings')).toMatch(/^Aaj, .*: koi booking nahi\.$/);
    // 00:30 IST on the booking's day is still the previous day in UTC.
    clock.now = at(day, '00:30').getTime();
    expect(await say(desk.whatsapp, 'aaj ki bookings')).toContain(desk.bookings[0]!.ref);
    expect(await say(desk.whatsapp, 'आज की बुकिंग')).toMatch(/^आज, .*: 1 बुकिंग\n/);
  });
});

describe('blocking a day, part of a day or a range', () => {
  it('en: "block tomorrow evening" lists the booking inside; "yes cancel them" blocks and cancels it, the morning one stays', async () => {
    const desk = await deskProvider(server, { booked: ['10:00', '17:00'] });
    const [morning, evening] = desk.bookings;
    const asked = await say(desk.whatsapp, 'block tomorrow evening');
    expect(asked).toMatch(/^Block .* from 4:00 pm\?\nBookings inside \(1\):\n/);
    expect(asked).toContain(evening!.ref);
    expect(asked).not.toContain(morning!.ref);
    expect(await timeOffOf(desk.provider.id)).toEqual([]);

    const done = await say(desk.whatsapp, 'yes cancel them');
    expect(done).toMatch(/^Blocked: .* from 4:00 pm\. Clients can no longer book it\.\nCancelled bookings: 1\. The clients are told\.$/);
    expect(await statusOf(server, evening!.id)).toBe('cancelled');
    expect(await statusOf(server, morning!.id)).toBe('confirmed');
    const [timeOff] = await timeOffOf(desk.provider.id);
    expect({ from: timeOff!.startsAt, to: timeOff!.endsAt }).toEqual({ from: at(day, '16:00'), to: at(day, '24:00') });
  });

  it('hi-Latn: "kal shaam band" then "rakho" blocks the evening and keeps the booking', async () => {
    const desk = await deskProvider(server, { booked: ['18:30'] });
    expect(await say(desk.whatsapp, 'kal shaam band')).toMatch(/^.* band karein\?\nIs samay ki bookings \(1\):/);
    expect(await say(desk.whatsapp, 'rakho')).toMatch(/^Band: .*\nRakhi gayi bookings: 1\.$/);
    expect(await statusOf(server, desk.bookings[0]!.id)).toBe('confirmed');
    expect(await timeOffOf(desk.provider.id)).toHaveLength(1);
  });

  it('hi: "कल सुबह बंद" then "1" cancels the morning booking', async () => {
    const desk = await deskProvider(server, { booked: ['09:00', '16:00'] });
    const asked = await say(desk.whatsapp, 'कल सुबह बंद');
    expect(asked).toMatch(/बंद करें\?\nइस समय की बुकिंग \(1\):/);
    expect(await say(desk.whatsapp, '1')).toMatch(/^बंद: .*\nरद्द बुकिंग: 1।/);
    expect(await statusOf(server, desk.bookings[0]!.id)).toBe('cancelled');
    expect(await statusOf(server, desk.bookings[1]!.id)).toBe('confirmed');
    const [timeOff] = await timeOffOf(desk.provider.id);
    expect({ from: timeOff!.startsAt, to: timeOff!.endsAt }).toEqual({ from: at(day, '00:00'), to: at(day, '12:00') });
  });

  it('ta: "நாளை மாலை மூடு" then "2" keeps the booking', async () => {
    const desk = await deskProvider(server, { booked: ['17:00'] });
    expect(await say(desk.whatsapp, 'நாளை மாலை மூடு')).toMatch(/மூடவா\?\n/);
    expect(await say(desk.whatsapp, '2')).toMatch(/^மூடப்பட்டது: .*\nவைத்துக்கொண்ட அப்பாயின்ட்மென்ட்: 1\.$/);
    expect(await statusOf(server, desk.bookings[0]!.id)).toBe('confirmed');
    expect(await timeOffOf(desk.provider.id)).toHaveLength(1);
  });

  it('ta-Latn: "naalai moodu" then "vendam" leaves the day open', async () => {
    const desk = await deskProvider(server, { booked: ['11:00'] });
    expect(await say(desk.whatsapp, 'naalai moodu')).toMatch(/muzhu naal moodavaa\?\n/);
    expect(await say(desk.whatsapp, 'vendam')).toBe('Sari, edhuvum moodala.');
    expect(await timeOffOf(desk.provider.id)).toEqual([]);
    expect(await statusOf(server, desk.bookings[0]!.id)).toBe('confirmed');
  });

  it('en: "block 5 to 7 pm today" with nothing inside asks once; "yes" blocks exactly 17:00–19:00 IST', async () => {
    const desk = await deskProvider(server);
    clock.now = at(day, '09:00').getTime();
    expect(await say(desk.whatsapp, 'block 5 to 7 pm today')).toMatch(
      /^Block .*, 5:00 pm–7:00 pm\?\nNo bookings inside\. Reply 1 \(yes\) to block it, 3 \(no\) to leave it open\.$/,
    );
    expect(await say(desk.whatsapp, 'yes')).toMatch(/^Blocked: /);
    const [timeOff] = await timeOffOf(desk.provider.id);
    expect({ from: timeOff!.startsAt, to: timeOff!.endsAt }).toEqual({ from: at(day, '17:00'), to: at(day, '19:00') });
  });

  it('a bare "yes" with bookings inside asks again; a booking made after the question is kept even on "cancel"', async () => {
    const desk = await deskProvider(server, { booked: ['17:00'] });
    await say(desk.whatsapp, 'block tomorrow');
    expect(await say(desk.whatsapp, 'yes')).toBe('Please reply 1, 2 or 3.');
    expect(await timeOffOf(desk.provider.id)).toEqual([]);
    const [slot] = await server.ctx.db
      .insert(timeSlots)
      .values({ providerId: desk.provider.id, startsAt: at(day, '18:00'), endsAt: at(day, '18:30') })
      .returning();
    const late = await book(desk.client, slot!.id, { serviceId: desk.service.id });
    expect(late.status).toBe(201);

    expect(await say(desk.whatsapp, 'cancel')).toMatch(/Cancelled bookings: 1\. The clients are told\.\nKept bookings: 1\.$/);
    expect(await statusOf(server, desk.bookings[0]!.id)).toBe('cancelled');
    expect(await statusOf(server, late.body.id)).toBe('confirmed');
  });

  it('two answers racing each other apply the block once', async () => {
    const desk = await deskProvider(server, { booked: ['17:00'] });
    await say(desk.whatsapp, 'block tomorrow');
    const replies = await Promise.all([say(desk.whatsapp, 'cancel'), say(desk.whatsapp, 'yes cancel them')]);
    expect(replies.filter((reply) => reply.startsWith('Blocked: '))).toHaveLength(1);
    // The other finds the block taken: "already answered" when both read it before either applied it, else the help.
    expect(replies.filter((reply) => /^That block was already answered|^BookMitra for providers/.test(reply))).toHaveLength(1);
    expect(await timeOffOf(desk.provider.id)).toHaveLength(1);
    expect(await statusOf(server, desk.bookings[0]!.id)).toBe('cancelled');
  });

  it('the question expires after 30 minutes: a later "1" blocks nothing', async () => {
    const desk = await deskProvider(server, { booked: ['17:00'] });
    await say(desk.whatsapp, 'block tomorrow');
    clock.now += 31 * 60_000;
    await say(desk.whatsapp, '1');
    expect(await timeOffOf(desk.provider.id)).toEqual([]);
    expect(await statusOf(server, desk.bookings[0]!.id)).toBe('confirmed');
  });

  it('time that is over cannot be blocked, and "block" alone asks which day', async () => {
    const desk = await deskProvider(server);
    clock.now = at(day, '20:00').getTime();
    expect(await say(desk.whatsapp, 'block 5 to 7 pm today')).toMatch(/cannot be blocked: it is over/);
    expect(await say(desk.whatsapp, 'block')).toMatch(/^Which day or time\?/);
    expect(await timeOffOf(desk.provider.id)).toEqual([]);
  });
});

describe('marking attended or no-show by reference', () => {
  const forms = [
    { form: 'en', verb: 'attended', status: 'completed', reply: /is marked attended/ },
    { form: 'en', verb: 'no show', status: 'no_show', reply: /is marked no-show/ },
    { form: 'hi', verb: 'आया', status: 'completed', reply: /आए, दर्ज हो गया/ },
    { form: 'hi-Latn', verb: 'nahi aaya', status: 'no_show', reply: /nahi aaye, darj ho gaya/ },
    { form: 'ta', verb: 'வரவில்லை', status: 'no_show', reply: /வரவில்லை எனப் பதிவானது/ },
    { form: 'ta-Latn', verb: 'vandhar', status: 'completed', reply: /vandhar nu padhivaachu/ },
  ];

  it.each(forms)('$form: "BM… $verb" is refused before the start and marks the booking after it', async ({ verb, status, reply }) => {
    const desk = await deskProvider(server, { booked: ['10:00'] });
    const booking = desk.bookings[0]!;
    clock.now = at(day, '09:50').getTime();
    expect(await say(desk.whatsapp, `${booking.ref} ${verb}`)).not.toMatch(reply);
    expect(await statusOf(server, booking.id)).toBe('confirmed');
    clock.now = at(day, '10:20').getTime();
    expect(await say(desk.whatsapp, `${booking.ref.toLowerCase()} ${verb}`)).toMatch(reply);
    expect(await statusOf(server, booking.id)).toBe(status);
  });

  it('en: before the start the refusal says when it starts; a second mark is refused; "undo" within 5 minutes takes it back', async () => {
    const desk = await deskProvider(server, { booked: ['10:00'] });
    const { ref, id } = desk.bookings[0]!;
    clock.now = at(day, '09:00').getTime();
    expect(await say(desk.whatsapp, `${ref} attended`)).toBe(`${ref} starts at 10:00 am: it can be marked only after it has started.`);
    clock.now = at(day, '10:40').getTime();
    await say(desk.whatsapp, `${ref} no show`);
    expect(await say(desk.whatsapp, `${ref} attended`)).toMatch(new RegExp(`^${ref} is no-show: it cannot be marked again`));
    expect(await say(desk.whatsapp, `${ref} undo`)).toBe(`${ref} (Lakshmi Iyer): the mark is taken back; the booking is confirmed again.`);
    expect(await statusOf(server, id)).toBe('confirmed');
    await say(desk.whatsapp, `${ref} attended`);
    clock.now += 6 * 60_000;
    expect(await say(desk.whatsapp, `${ref} undo`)).toMatch(/the 5 minutes to do it have passed/);
    expect(await statusOf(server, id)).toBe('completed');
  });

  it('an unknown reference and another provider’s booking get the same clear refusal, and nothing changes', async () => {
    const mine = await deskProvider(server);
    const other = await deskProvider(server, { booked: ['10:00'] });
    clock.now = at(day, '10:30').getTime();
    expect(await say(mine.whatsapp, 'BM7K2Q attended')).toBe(
      'There is no booking BM7K2Q among yours. Check the reference in the booking message.',
    );
    const { ref, id } = other.bookings[0]!;
    expect(await say(mine.whatsapp, `${ref} no show`)).toBe(
      `There is no booking ${ref} among yours. Check the reference in the booking message.`,
    );
    expect(await statusOf(server, id)).toBe('confirmed');
    expect(await say(mine.whatsapp, `${ref}`)).toMatch(/There is no booking/);
  });

  it('a reference with no verb asks what happened', async () => {
    const desk = await deskProvider(server, { booked: ['10:00'] });
    const { ref } = desk.bookings[0]!;
    expect(await say(desk.whatsapp, ref)).toBe(`What happened with ${ref}? Write “${ref} attended” or “${ref} no show”.`);
  });
});

it('a block question survives an agenda in between', async () => {
  const desk = await deskProvider(server, { booked: ['17:00'] });
  await say(desk.whatsapp, 'block tomorrow');
  expect(await say(desk.whatsapp, 'tomorrow')).toMatch(/^Tomorrow, /);
  expect(await say(desk.whatsapp, '2')).toMatch(/^Blocked: /);
  expect(
    await server.ctx.db
      .select()
      .from(providerTimeOff)
      .where(and(eq(providerTimeOff.providerId, desk.provider.id))),
  ).toHaveLength(1);
});
