/**
 * Issue 24 point 5, Mitra's booking on a phone: after a booking by chat the reply carries a booking
 * card (provider, service, area, day, time, price, the BM reference, a calendar file and a UPI link)
 * drawn from book_slot's structured output; the confirm button says yes in the UI's language; and
 * the "Ready to book!" toast keeps clear of the message box at 360 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppInBrowser } from './support/harness.ts';
import { screenshots, signUp } from './support/browser.ts';
import { countOf, poll, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();
const narrowPhone = { width: 360, height: 780 };

type BookingRow = {
  id: string;
  startsAt: string;
  amountPaise: number;
  provider: { name: string; city: string };
  service: { name: string } | null;
};

async function onlyBooking(page: Page) {
  const response = await page.request.get('/api/bookings');
  const body = (await response.json()) as BookingRow[] | { items: BookingRow[] };
  const rows = Array.isArray(body) ? body : body.items;
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const referenceOf = (id: string) => `BM${id.replace(/-/g, '').slice(0, 10).toUpperCase()}`;

/** The toast's box and the message box (chips, field and buttons) must not share a pixel. */
async function toastClearOfComposer(page: Page) {
  const toast = page.locator('[data-sonner-toast]').first();
  await visible(toast);
  // Sonner slides the toast in: measure where it comes to rest.
  await page.waitForTimeout(600);
  const [toastBox, composerBox] = await Promise.all([toast.boundingBox(), page.getByTestId('chat-composer').boundingBox()]);
  expect(toastBox).not.toBeNull();
  expect(composerBox).not.toBeNull();
  const a = toastBox!;
  const b = composerBox!;
  const intersects = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(intersects, `toast ${JSON.stringify(a)} over composer ${JSON.stringify(b)}`).toBe(false);
}

/** Asks, picks the first option, and waits for the proposal (and its toast). */
async function proposeFirstOption(page: Page, ask: string) {
  const input = page.getByTestId('chat-input');
  await visible(input);
  await input.fill(ask);
  await input.press('Enter');
  await visible(page.getByTestId('chat-option').first());
  await page.getByTestId('chat-option').first().click();
  await visible(page.getByTestId('chat-proposal'));
}

async function checkCardLinks(page: Page, booking: BookingRow) {
  const reference = referenceOf(booking.id);
  await textOf(page.getByTestId('chat-booked-reference')).toBe(reference);
  const ics = page.getByTestId('chat-booked-ics');
  expect(await ics.getAttribute('download')).toBe(`bookmitra-${reference}.ics`);
  const calendar = decodeURIComponent((await ics.getAttribute('href'))!.replace(/^data:text\/calendar;charset=utf-8,/, ''));
  expect(calendar).toContain('BEGIN:VEVENT');
  expect(calendar).toContain(`DTSTART:${booking.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
  expect(calendar).toContain(`BookMitra booking ${reference}`);
  expect(calendar).toContain(booking.provider.name.replace(/,/g, '\\,'));
  const upi = new URL((await page.getByTestId('chat-booked-upi').getAttribute('href'))!.replace('upi://pay', 'https://upi.test/pay'));
  expect(upi.searchParams.get('tr')).toBe(reference);
  expect(upi.searchParams.get('am')).toBe((booking.amountPaise / 100).toFixed(2));
  expect(upi.searchParams.get('cu')).toBe('INR');
  expect(await page.getByTestId('chat-booked-details').getAttribute('href')).toBe(`/booking-confirmation?bookingId=${booking.id}`);
}

describe('Mitra books on a 360 px phone', () => {
  it('English: the toast keeps off the message box, "yes" books, and the card shows every field with working links', async () => {
    const context = await app.visitor({ viewport: narrowPhone });
    const page = await context.newPage();
    await signUp(page, 'Kiran Rao');
    await page.goto('/mitra');
    await proposeFirstOption(page, 'plumber in Delhi tomorrow morning');
    await toastClearOfComposer(page);

    await page.getByTestId('chat-confirm').click();
    await textOf(page.getByTestId('chat-user').last()).toBe('yes');
    const card = page.getByTestId('chat-booked');
    await visible(card);
    const booking = await onlyBooking(page);
    const text = await card.innerText();
    expect(text).toContain(booking.provider.name);
    if (booking.service) expect(text).toContain(booking.service.name);
    await textOf(page.getByTestId('chat-booked-place')).toMatch(/, Delhi$/);
    expect(text).toContain('₹');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|\b\d{2}:\d{2}\b/);
    await textOf(page.getByTestId('chat-booked-day')).toMatch(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}$/);
    await textOf(page.getByTestId('chat-booked-time')).toMatch(/^\d{1,2}:\d{2} (am|pm)$/i);
    await checkCardLinks(page, booking);
    await screenshots(page, 'mitra-booked-card-en');
    await context.close();
  });

  it('Hindi: the confirm button sends "हाँ", Mitra books, and the card is in Hindi', async () => {
    const context = await app.visitor({ viewport: narrowPhone });
    const page = await context.newPage();
    await signUp(page, 'Rahul Sharma');
    await page.goto('/mitra');
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitemradio', { name: 'हिन्दी' }).click();
    await textOf(page.getByTestId('chat-input').locator('xpath=..').locator('label')).toBe('मित्र को संदेश');
    await proposeFirstOption(page, 'मुझे कल मुंबई में त्वचा विशेषज्ञ चाहिए');
    await toastClearOfComposer(page);

    await page.getByTestId('chat-confirm').click();
    await textOf(page.getByTestId('chat-user').last()).toBe('हाँ');
    const card = page.getByTestId('chat-booked');
    await visible(card);
    await countOf(page.getByTestId('chat-proposal')).toBe(0);
    const booking = await onlyBooking(page);
    const text = await card.innerText();
    expect(text).toContain(booking.provider.name);
    expect(text).toContain('प्रदाता');
    expect(text).toContain('संदर्भ');
    await textOf(page.getByTestId('chat-booked-place')).toMatch(/Mumbai$/);
    await poll(async () => (await page.getByTestId('chat-booked-upi').innerText()).includes('UPI से')).toBe(true);
    await checkCardLinks(page, booking);
    await screenshots(page, 'mitra-booked-card-hi');
    await context.close();
  });

  it('Tamil, in the floating chat: the toast keeps off the message box, the button sends "ஆம்", and the card is in Tamil', async () => {
    const context = await app.visitor({ viewport: narrowPhone });
    const page = await context.newPage();
    await signUp(page, 'Meena Iyer');
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitemradio', { name: 'தமிழ்' }).click();
    await page.getByTestId('chat-open').click();
    const chat = page.getByTestId('chat-panel');
    await textOf(chat.getByTestId('chat-input').locator('xpath=..').locator('label')).toBe('மித்ராவுக்குச் செய்தி');
    await proposeFirstOption(page, 'நாளை மும்பையில் தோல் மருத்துவர் வேண்டும்');
    await toastClearOfComposer(page);

    await chat.getByTestId('chat-confirm').click();
    await textOf(chat.getByTestId('chat-user').last()).toBe('ஆம்');
    const card = chat.getByTestId('chat-booked');
    await visible(card);
    const booking = await onlyBooking(page);
    const text = await card.innerText();
    expect(text).toContain(booking.provider.name);
    expect(text).toContain('உங்கள் முன்பதிவு முடிந்தது!');
    expect(text).toContain('வழங்குநர்');
    await checkCardLinks(page, booking);
    await screenshots(page, 'mitra-booked-card-ta-widget');
    await context.close();
  });
});
