import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clockOffsetMs, istDate, sameDayClock } from './support/clock.ts';
import { demoProvider } from './support/admin.ts';
import { useAppInBrowser } from './support/harness.ts';
import { freeSlotsOfDemoProvider, openAllDay } from './support/provider.ts';
import { horizontalOverflow, signIn } from './support/layout.ts';
import { countOf, textOf, visible } from './support/wait.ts';

/** A provider's day on a small phone (issue 24.4), in English and in Hindi. */
const app = useAppInBrowser(sameDayClock);

const smallPhone = { width: 360, height: 800 };
type Texts = {
  actions: { moved: string; undo: string; undone: string; done: { attended: string } };
  live: { newBooking: string };
  timeOff: { wholeDay: string; wholeDays: string };
  checklist: { hours: string; publicPage: string };
};
const texts = (language: string) => JSON.parse(readFileSync(`locales/${language}/provider-web.json`, 'utf8')) as Texts;

type Booked = { id: string; startsAt: string; service: { name: string } | null };

/** A phone in the given language (the stored choice, as the language menu leaves it), signed in as the demo provider. */
async function providerOnPhone(language: string) {
  const context = await app.visitor({ viewport: smallPhone });
  // The page's "today" is the browser's: from 22:00 IST the server's clock starts four hours ahead (support/clock.ts),
  // and the browser's must be too, or the page asks for the day before the server's.
  if (clockOffsetMs) await context.clock.setSystemTime(Date.now() + clockOffsetMs);
  await context.addInitScript((lng) => localStorage.setItem('lang', lng), language);
  const page = await context.newPage();
  await signIn(page, demoProvider);
  return { context, page };
}

async function post(page: Page, path: string, data: unknown) {
  const response = await page.request.post(path, { data, headers: { origin: app.url } });
  expect(response.status(), path).toBeLessThan(300);
  return (await response.json()) as unknown;
}

/** A new client booking over the API (as from another device). */
async function clientBooks(name: string, count: number) {
  const context = await app.visitor();
  const page = await context.newPage();
  const email = `day.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  expect(
    (
      await page.request.post('/api/auth/sign-up/email', { data: { email, password: 'Secret@12345', name }, headers: { origin: app.url } })
    ).status(),
  ).toBe(200);
  const today = istDate(0);
  const slots = (await freeSlotsOfDemoProvider(page)).filter((slot) => slot.date === today);
  expect(slots.length).toBeGreaterThan(count);
  const booked: Booked[] = [];
  for (const slot of slots.slice(0, count))
    booked.push((await post(page, '/api/bookings', { slotId: slot.id, phone: '+91 98765 43210' })) as Booked);
  await context.close();
  return booked;
}

/**
 * Cancels every appointment left today (the demo's seeded ones, an earlier run's), so that the ones a
 * test books are the only ones of the day and its first is the next appointment.
 */
async function clearToday(page: Page) {
  const response = await page.request.get(`/api/provider/bookings?scope=upcoming&date=${istDate(0)}`);
  expect(response.status()).toBe(200);
  for (const booking of (await response.json()) as { id: string }[])
    await post(page, `/api/provider/bookings/${booking.id}/cancel`, { reason: 'Clearing the day for the test' });
}

describe("a provider's day on a 360 px phone", () => {
  for (const language of ['en', 'hi']) {
    it(`shows the next appointment first, names it in the dialogs, moves it by day and time, undoes a mark, and reads days off as days (${language})`, async () => {
      const t = texts(language);
      const { context, page } = await providerOnPhone(language);
      await openAllDay(page, app.url);
      await clearToday(page);
      await page.goto('/provider-dashboard');
      await visible(page.getByTestId('next-appointment'));

      const client = language === 'en' ? 'Meera Krishnan' : 'सुनीता शर्मा';
      const [first, second] = await clientBooks(client, 2);
      const service = first!.service?.name;
      // The live toast says who booked what.
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: t.live.newBooking });
      await textOf(toast.first()).toContain(client);
      if (service) await textOf(toast.first()).toContain(service);

      // Today's next appointment is on the first screen, above the figures and the filters.
      const next = page.getByTestId('next-booking');
      await textOf(next.getByTestId('booking-client')).toBe(client);
      expect(await next.getAttribute('data-booking-id')).toBe(first!.id);
      const box = (await next.getByTestId('booking-client').boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(smallPhone.height);
      // Before the start there is nothing to mark.
      await visible(next.getByTestId('attendance-from'));
      expect(await next.getByTestId('mark-attended').count()).toBe(0);
      expect(await next.getByTestId('mark-no-show').count()).toBe(0);

      // The cancel dialog says which appointment.
      await next.getByTestId('cancel-booking').click();
      const dialog = page.getByRole('alertdialog');
      const which = dialog.getByTestId('dialog-booking');
      await textOf(which).toContain(client);
      if (service) await textOf(which).toContain(service);
      const time = await next.locator('p.text-lg').innerText();
      await textOf(which).toContain(time);
      await page.keyboard.press('Escape');
      await countOf(dialog).toBe(0);

      // Move the second booking by a day strip and times, to the next day.
      const secondCard = page.locator(`[data-testid="provider-booking"][data-booking-id="${second!.id}"]`);
      await secondCard.getByTestId('move-booking').click();
      await textOf(dialog.getByTestId('dialog-booking')).toContain(client);
      expect(await dialog.locator('select').count()).toBe(0);
      await dialog.getByTestId('slot-day').nth(1).click();
      await dialog.getByTestId('slot').first().click();
      await dialog.getByTestId('confirm-action').click();
      await visible(page.getByText(t.actions.moved, { exact: true }));
      await countOf(dialog).toBe(0);

      // From the start (server and browser clocks a minute past it): attended, then undone.
      const offset = Date.parse(first!.startsAt) - Date.now() + 60_000;
      await app.restart({ CLOCK_OFFSET_MS: String(offset) });
      await context.clock.setSystemTime(Date.now() + offset);
      await page.reload();
      await next.getByTestId('mark-attended').click();
      const marked = page.locator('[data-sonner-toast]').filter({ hasText: t.actions.done.attended });
      await marked.getByRole('button', { name: t.actions.undo }).click();
      await visible(page.getByText(t.actions.undone, { exact: true }));
      expect(await next.getAttribute('data-booking-id')).toBe(first!.id);
      await visible(next.getByTestId('mark-no-show'));

      // Whole days off read as days.
      await post(page, '/api/provider/time-off', { from: istDate(20) });
      await post(page, '/api/provider/time-off', { from: istDate(22), to: istDate(24) });
      await page.goto('/provider-hours');
      const whens = page.getByTestId('time-off-when');
      const wholeDay = t.timeOff.wholeDay.replace('{{day}}', '');
      const wholeDays = t.timeOff.wholeDays.replace(/^.*\{\{to\}\}/, '');
      await visible(whens.filter({ hasText: wholeDay }).first());
      await visible(whens.filter({ hasText: wholeDays }).first());
      expect(await whens.filter({ hasText: '12:00' }).count()).toBe(0);

      await page.goto('/provider-dashboard');
      await visible(page.getByTestId('next-appointment'));
      expect(await horizontalOverflow(page)).toEqual([]);
      // Cleared away, so the next language's run has its own next appointment.
      for (const booking of [first!, second!]) await post(page, `/api/provider/bookings/${booking.id}/cancel`, { reason: 'Test over' });
      await app.restart({ CLOCK_OFFSET_MS: String(clockOffsetMs) });
      await context.close();
    }, 300_000);
  }

  it('shows a first-run checklist, each step ticked when done and linking to where, gone once all are done (hi)', async () => {
    const t = texts('hi');
    const { context, page } = await providerOnPhone('hi');
    await openAllDay(page, app.url);
    const phoneSet = await page.request.patch('/api/me/profile', { data: { contactPhone: '+919876543210' }, headers: { origin: app.url } });
    expect(phoneSet.status()).toBe(200);
    await page.goto('/provider-dashboard');
    const checklist = page.getByTestId('first-run-checklist');
    await visible(checklist);
    expect(await checklist.getByTestId('step-services').getAttribute('data-done')).toBe('true');
    expect(await checklist.getByTestId('step-hours').getAttribute('data-done')).toBe('true');
    expect(await checklist.getByTestId('step-phone').getAttribute('data-done')).toBe('true');
    const publicPage = checklist.getByTestId('step-public-page');
    expect(await publicPage.getAttribute('data-done')).toBe('false');
    expect(await checklist.getByRole('link', { name: t.checklist.hours }).getAttribute('href')).toBe('/provider-hours');
    await publicPage.getByRole('link', { name: t.checklist.publicPage }).click();
    await page.waitForURL('**/providers/*');
    await page.goto('/provider-dashboard');
    await visible(page.getByTestId('next-appointment'));
    expect(await page.getByTestId('first-run-checklist').count()).toBe(0);
    await context.close();
  }, 120_000);
});
