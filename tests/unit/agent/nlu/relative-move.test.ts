import { describe, expect, it } from 'vitest';
import { shiftBooking } from '#agent/nlu/extract/relative-move.ts';
import { read } from './read-message.ts';

const day = (days: number) => ({ days, minutes: 0, sameDay: false });
const minutes = (minutes: number) => ({ days: 0, minutes, sameDay: false });

describe('relative moves of a booking (issue 21)', () => {
  it.each([
    // English
    ['my salon appointment, can we do it a day later? same time is fine', day(1)],
    ['push it by two days', day(2)],
    ['can you push my booking by 3 days', day(3)],
    ['postpone my haircut by a day', day(1)],
    ['move it one day earlier, same time', day(-1)],
    ['prepone it by a day', day(-1)],
    ['an hour earlier please', minutes(-60)],
    ['make it two hours later', minutes(120)],
    ['half an hour later', minutes(30)],
    ['30 minutes earlier', minutes(-30)],
    // The verb before "by <amount>" with the booking's day and kind in between (held-out-style-5).
    ['hey can you push my monday yoga class by an hour? same day is fine', minutes(60)],
    ['please postpone my saturday evening maths tuition by two hours', minutes(120)],
    ['could you prepone my tuesday morning dentist visit by half an hour', minutes(-30)],
    // Hindi
    ['एक दिन बाद, उसी समय', day(1)],
    ['मेरी बुकिंग दो दिन आगे कर दो', day(2)],
    ['मेरी बुकिंग एक घंटा पहले कर दो', minutes(-60)],
    ['दो घंटे बाद कर दीजिए', minutes(120)],
    ['आधा घंटा पहले', minutes(-30)],
    // Hinglish
    ['ek din baad, same time', day(1)],
    ['meri booking do din aage kar do', day(2)],
    ['ek ghanta pehle', minutes(-60)],
    ['teen din baad kar do usi time', day(3)],
    ['aadha ghanta baad', minutes(30)],
    // Tamil
    ['அதே நேரம், ஒரு நாள் தள்ளி', day(1)],
    ['என் சலூன் அப்பாயின்ட்மென்ட்டை ஒரு நாள் தள்ளி வைக்கணும், அதே நேரம்', day(1)],
    ['ரெண்டு நாள் தள்ளி வைங்க', day(2)],
    ['ஒரு மணி நேரம் முன்னாடி மாத்துங்க', minutes(-60)],
    ['இரண்டு மணி நேரம் கழித்து', minutes(120)],
    // Tanglish
    ['oru naal thalli', day(1)],
    ['en booking-a rendu naal thalli vainga', day(2)],
    ['oru mani neram munnadi', minutes(-60)],
    ['moonu naal kalichu adhe neram', day(3)],
    ['oru naal munnadi maathunga', day(-1)],
    // A week is seven days, and "my <kind>" names the booking (h6 open set).
    ['என் யோகா கிளாஸை ஒரு வாரம் தள்ளி வைங்க, அதே நேரம்', day(7)],
    ['move my yoga class a week later, same time', day(7)],
    ['meri tuition ek hafta aage kar do', day(7)],
    ['push my dentist appointment by two weeks', day(14)],
  ])('%s', (text, shift) => {
    const reading = read(text);
    expect(reading.relativeMove).toEqual(shift);
    expect(reading.intent).toBe('reschedule');
    // "oru mani" is not 1 o'clock, "a day later" is not a date of its own.
    expect(reading.date).toBeNull();
    expect(reading.time).toBeNull();
    expect(reading.needsClarification).toBeNull();
  });

  it.each([
    ['move my doctor appointment to the same day in the evening instead', 'evening'],
    ['usi din shaam ko kar do', 'evening'],
    ['उसी दिन शाम को कर दीजिए', 'evening'],
    ['அதே நாள் சாயங்காலத்துக்கு மாத்துங்க', 'evening'],
    ['adhe naal saayangaalam maathunga', 'evening'],
  ])('same day, another part of it: %s', (text, window) => {
    const reading = read(text);
    expect(reading.relativeMove).toEqual({ days: 0, minutes: 0, sameDay: true });
    expect(reading.intent).toBe('reschedule');
    expect(reading.timeWindow).toBe(window);
    expect(reading.date).toBeNull();
  });

  it.each([
    '2 days',
    'next week yoga class',
    'agle hafte dentist chahiye',
    'day after tomorrow at 11',
    'kal subah 10 baje dentist chahiye',
    'oru mani ku varalaamaa',
    'do din se bukhar hai',
  ])('reads no move in %s', (text) => {
    expect(read(text).relativeMove).toBeNull();
  });

  it('shifts from the booking start in IST, across midnight and months', () => {
    expect(shiftBooking({ date: '2026-11-29', time: '11:00' }, day(1))).toEqual({ date: '2026-11-30', time: '11:00' });
    expect(shiftBooking({ date: '2026-11-30', time: '11:00' }, day(2))).toEqual({ date: '2026-12-02', time: '11:00' });
    expect(shiftBooking({ date: '2026-12-01', time: '00:30' }, minutes(-60))).toEqual({ date: '2026-11-30', time: '23:30' });
    expect(shiftBooking({ date: '2026-12-01', time: '16:30' }, minutes(90))).toEqual({ date: '2026-12-01', time: '18:00' });
  });
});
