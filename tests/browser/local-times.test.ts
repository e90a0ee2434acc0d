import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatIstTime } from '#db/contract/local-time.ts';
import { demoProvider, signInOverApi } from './support/admin.ts';
import { screenshotDir, signUp } from './support/browser.ts';
import { istDate, sameDayClock } from './support/clock.ts';
import { useAppInBrowser } from './support/harness.ts';
import { horizontalOverflow, signIn } from './support/layout.ts';
import { poll, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser(sameDayClock);

const phone360 = { width: 360, height: 780 };
/** A time as each language writes it: the part of the day before a 12-hour time in Hindi and Tamil. */
const timeForm = {
  en: /^\d{1,2}:\d{2} (am|pm)$/,
  hi: /^(सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2}$/,
  ta: /^(அதிகாலை|காலை|நண்பகல்|மதியம்|பிற்பகல்|மாலை|அந்தி மாலை|இரவு) \d{1,2}:\d{2}$/,
} as const;

async function phoneIn(language: string): Promise<BrowserContext> {
  const context = await app.visitor({ viewport: phone360 });
  await context.addInitScript((lng) => localStorage.setItem('lang', lng), language);
  return context;
}

async function demoProviderId(page: Page) {
  const found = (await (await page.request.get(`/api/providers?q=${encodeURIComponent(demoProvider.name)}`)).json()) as {
    items: { id: string; name: string }[];
  };
  return found.items.find((item) => item.name === demoProvider.name)!.id;
}

describe('times, dates and phones in each language, at 360 px', () => {
  for (const language of ['en', 'hi', 'ta'] as const) {
    it(`a provider's slots read as ${language} writes a time, as the server's texts do`, async () => {
      const context = await phoneIn(language);
      const page = await context.newPage();
      const providerId = await demoProviderId(page);
      const slots = (await (await page.request.get(`/api/providers/${providerId}/slots`)).json()) as { id: string; startsAt: string }[];
      await page.goto(`/providers/${providerId}`);
      const first = page.locator(`[data-testid="slot"][data-slot-id="${slots[0]!.id}"]`);
      await visible(first);
      // The same shared formatter as the notifications, WhatsApp and e-mail: page and texts agree.
      await textOf(first).toBe(formatIstTime(slots[0]!.startsAt, language));
      const shown = await page.getByTestId('slot').allInnerTexts();
      expect(shown.length).toBeGreaterThan(0);
      for (const text of shown) expect(text.trim()).toMatch(timeForm[language]);
      expect(await horizontalOverflow(page)).toEqual([]);
      await page.screenshot({ path: `${screenshotDir}local-times-slots-360-${language}.png` });
      await context.close();
    });
  }

  it("shows a client's phone as +91 98400 12345 and the date field's format, in English and Hindi", async () => {
    const providerContext = await app.visitor({ viewport: phone360 });
    const providerPage = await providerContext.newPage();
    await signIn(providerPage, demoProvider);
    const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '00:00', to: '24:00' }));
    const opened = await providerPage.request.put('/api/provider/hours', {
      data: { slotMinutes: 15, gapMinutes: 0, hours },
      headers: { origin: app.url },
    });
    expect(opened.status()).toBe(200);

    const clientContext = await app.visitor();
    const clientPage = await clientContext.newPage();
    await signUp(clientPage, 'Kavya Raman');
    const providerId = await demoProviderId(clientPage);
    const slots = (await (await clientPage.request.get(`/api/providers/${providerId}/slots`)).json()) as { id: string; date: string }[];
    const today = slots.find((slot) => slot.date === istDate(0))!;
    const booked = await clientPage.request.post('/api/bookings', {
      data: { slotId: today.id, phone: '98400 12345' },
      headers: { origin: app.url },
    });
    expect(booked.status()).toBe(201);
    await clientContext.close();

    await providerPage.goto('/provider-dashboard');
    const card = providerPage.getByTestId('provider-booking').filter({ hasText: 'Kavya Raman' });
    await textOf(card.getByTestId('call-client')).toBe('+91 98400 12345');
    expect(await card.getByTestId('call-client').getAttribute('href')).toBe('tel:+919840012345');
    await textOf(providerPage.getByTestId('date-hint').first()).toBe('Format: dd/mm/yyyy');
    expect(await providerPage.getByTestId('booking-day').getAttribute('aria-describedby')).toBeTruthy();

    await providerPage.evaluate(() => localStorage.setItem('lang', 'hi'));
    await providerPage.reload();
    await textOf(providerPage.getByTestId('date-hint').first()).toBe('प्रारूप: दिन/महीना/साल');
    const hindiCard = providerPage.getByTestId('provider-booking').filter({ hasText: 'Kavya Raman' });
    await textOf(hindiCard.getByTestId('call-client')).toBe('+91 98400 12345');
    await poll(async () => (await hindiCard.innerText()).match(/(सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2}/)?.length ?? 0).toBeGreaterThan(0);
    expect(await hindiCard.innerText()).not.toMatch(/\b(am|pm)\b/i);
    await providerPage.screenshot({ path: `${screenshotDir}local-times-dashboard-360-hi.png` });
    await providerContext.close();
  });

  it("follows the browser's own order for the date field: an en-US browser is told mm/dd/yyyy", async () => {
    const context = await app.visitor({ viewport: phone360, locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page, demoProvider);
    await page.evaluate(() => localStorage.setItem('lang', 'ta'));
    await page.goto('/provider-dashboard');
    await textOf(page.getByTestId('date-hint').first()).toBe('வடிவம்: மாதம்/நாள்/ஆண்டு');
    await context.close();
  });

  it("hi: the admin's date filters say their format too (bookings, transactions, users)", async () => {
    const context = await app.visitor({ viewport: phone360 });
    await context.addInitScript(() => localStorage.setItem('lang', 'hi'));
    await signInOverApi(context, app.url);
    const page = await context.newPage();
    for (const path of ['/admin/bookings', '/admin/transactions', '/admin/users']) {
      await page.goto(path);
      const hint = page.getByTestId('date-hint').first();
      await textOf(hint).toBe('प्रारूप: दिन/महीना/साल');
      const hintId = await hint.getAttribute('id');
      expect(await page.locator(`input[type="date"][aria-describedby~="${hintId}"]`).count(), path).toBe(1);
    }
    await context.close();
  });
});
