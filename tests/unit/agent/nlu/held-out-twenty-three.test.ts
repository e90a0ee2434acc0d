import { describe, expect, it } from 'vitest';
import { read } from './read-message.ts';

/** The h23 round's open failures read by the parser (now: Sunday 22 November 2026), each a rule for any wording. */
describe('a booking the client says they made (h23 round)', () => {
  it.each([
    'வெள்ளிக்கிழமை காலை பத்து மணிக்கு கார் சர்வீஸ் புக் பண்ணியிருக்கேன்',
    'wednesday 11 manikku auditor appointment book pannirundhen',
    'maine friday ko car service book ki thi',
    'I booked a car service for friday 10 am',
  ])('%s is theirs to be shown, not a new booking', (text) => {
    expect(read(text).intent).toBe('list_bookings');
  });

  it.each(['book the 4:30 pm slot', 'book the dentist for friday 10 am'])('"%s" still books', (text) => {
    expect(read(text).intent).toBe('book');
  });
});

describe('kinds asked as "is there any …?" and "… padhane wale" (h23 round)', () => {
  it('"science le ya commerce … koi career counsellor hai?" is a career counsellor', () => {
    expect(
      read(
        'beta 10th mein hai, science le ya commerce bahut confusion hai ghar mein. Delhi mein koi career counsellor hai? is friday shaam ko',
      ),
    ).toMatchObject({ category: 'education', serviceTerm: 'career counsellor' });
  });

  it.each([
    'मेरा बेटा दसवीं में है, बोर्ड में हिंदी में ही मार खा जाता है। पुणे में कोई हिंदी पढ़ाने वाले ट्यूटर हैं?',
    'पुणे में कोई हिंदी ट्यूटर है?',
    'Pune mein koi hindi padhane wale tutor hain?',
  ])('%s is a Hindi tutor, not a Hindi-speaking one', (text) => {
    expect(read(text)).toMatchObject({ category: 'tutor', serviceTerm: 'hindi tutor', providerLanguage: null });
  });
});

describe('"sunday ku maathalaama?" asks for Sunday (h23 round)', () => {
  const proposed = {
    intent: 'book' as const,
    category: 'restaurant' as const,
    date: '2026-11-28',
    time: '20:00',
    awaiting: 'confirmation' as const,
  };
  it.each([
    'aiyo saturday en maamiyaar vararaanga, maranthutten 🙈 sunday ku maathalaama? adhe time, adhe 4 peru',
    'சனிக்கிழமை மாமியார் வராங்க, ஞாயிறுக்கு மாத்தலாமா? அதே நேரம்',
  ])('%s', (text) => {
    expect(read(text, proposed).date?.expression).toEqual({ weekday: 'sun', next: false });
  });
});

describe('a yes that says to book or confirm (h23 round)', () => {
  it.each(['yes confirm', 'ok fine, book that one', 'go ahead', 'seri, adhaye confirm pannunga'])('"%s"', (text) => {
    expect(read(text)).toMatchObject({ strongYes: true, saysBook: true });
  });
});
