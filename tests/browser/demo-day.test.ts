import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { at360, demoProvider } from './support/admin.ts';
import { istDate } from './support/clock.ts';
import { useAppInBrowser } from './support/harness.ts';
import { horizontalOverflow, signIn } from './support/layout.ts';
import { countOf, textOf, visible } from './support/wait.ts';

/**
 * Issue 24.7: a newcomer trying the README's demo accounts on a fresh start sees each role's day —
 * the provider's next appointments, reviews and phone; the client's attended visit waiting for a rating.
 * On the real clock: the seed runs at the server's first start, whatever the hour.
 */
const app = useAppInBrowser();

const texts = {
  en: {
    today: 'Today',
    confirmed: 'Confirmed',
    verified: 'Verified',
    rate: 'Rate this visit',
    send: 'Send rating',
    completed: 'Completed',
  },
  hi: { today: 'आज', confirmed: 'पक्की', verified: 'सत्यापित', rate: 'इस मुलाक़ात को रेट करें', send: 'रेटिंग भेजें', completed: 'पूर्ण' },
} as const;
type Language = keyof typeof texts;

/** A 360 px phone in the language (the stored choice, as the language menu leaves it). */
async function phoneIn(language: Language): Promise<BrowserContext> {
  const context = await app.visitor({ viewport: { width: 360, height: 780 } });
  await context.addInitScript((lng) => localStorage.setItem('lang', lng), language);
  return context;
}

type Upcoming = { date: string; status: string; name: string; phone: string | null };

describe.each(['en', 'hi'] as const)('the demo day at 360 px (%s)', (language) => {
  const say = texts[language];

  it("the demo provider sees the next appointments, the patients' reviews and their own phone number", async () => {
    const context = await phoneIn(language);
    const page = await context.newPage();
    await signIn(page, demoProvider);
    const upcoming = (await (await page.request.get('/api/provider/bookings?scope=upcoming')).json()) as Upcoming[];
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
    const first = upcoming[0]!;
    // Today's when the seed found time left today, else the next working day's; a past client with a phone.
    expect(first.date >= istDate(0)).toBe(true);
    expect(first.phone).toMatch(/^\+91[6-9]\d{9}$/);

    await page.goto('/provider-dashboard');
    const agenda = page.getByTestId('agenda');
    await visible(agenda);
    // The day headings are upper-cased by CSS: their text as written.
    const heading = (await agenda.locator('h2').first().textContent()) ?? '';
    if (first.date === istDate(0)) expect(heading.startsWith(`${say.today} ·`)).toBe(true);
    else expect(heading.startsWith(`${say.today} ·`)).toBe(false);
    const card = agenda.getByTestId('provider-booking').first();
    await textOf(card).toContain(first.name);
    await textOf(card.getByTestId('booking-status')).toBe(say.confirmed);
    expect(await card.getByTestId('call-client').getAttribute('href')).toBe(`tel:${first.phone}`);

    const reviews = page.getByTestId('own-review');
    await countOf(reviews).toBe(4);
    await countOf(page.getByTestId('own-reply')).toBe(1);
    await countOf(page.getByTestId('reply-form')).toBe(3);
    expect(await horizontalOverflow(page)).toEqual([]);
    await at360(page, `demo-provider-dashboard-${language}`);

    await page.goto('/security');
    await textOf(page.getByTestId('phone-number')).toBe('+91 98400 67890');
    await textOf(page.getByTestId('phone-status')).toBe(say.verified);
    await at360(page, `demo-provider-phone-${language}`);
    await context.close();
  });

  it('the demo client sees a past attended visit with the demo provider, to rate, and a full free quota', async () => {
    const context = await phoneIn(language);
    const page = await context.newPage();
    await signIn(page);
    const quota = (await (await page.request.get('/api/me/quota')).json()) as { used: number; remaining: number };
    expect(quota).toMatchObject({ used: 0, remaining: 5 });

    await page.goto('/bookings');
    await page.getByTestId('tab-past').click();
    const visit = page.getByTestId('booking-item').filter({ hasText: 'Dr. Ananya Iyer' });
    await countOf(visit).toBe(1);
    await textOf(visit.getByTestId('booking-status')).toBe(say.completed);
    const form = visit.getByTestId('review-form');
    await textOf(form.locator('h4')).toBe(say.rate);
    await textOf(form.getByTestId('review-submit')).toBe(say.send);
    expect(await form.getByTestId('review-submit').isDisabled()).toBe(true);
    expect(await horizontalOverflow(page)).toEqual([]);
    await at360(page, `demo-client-past-${language}`);

    // What the newcomer can do with it: rate the visit (once; the last run does it).
    if (language === 'hi') {
      await form.getByTestId('rate-5').check();
      await form.getByTestId('review-submit').click();
      await visible(visit.getByTestId('given-review'));
      await countOf(visit.getByTestId('review-form')).toBe(0);
    }
    await context.close();
  });
});
