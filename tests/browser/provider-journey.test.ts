import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { phone, screenshots, signUp } from './support/browser.ts';
import { istDate, sameDayClock } from './support/clock.ts';
import { useAppInBrowser } from './support/harness.ts';
import { countOf, poll, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser(sameDayClock);

const admin = { email: 'admin@demo.bookmitra.in', password: 'Admin@12345' };
const providerName = 'Kavya Raman Physio';
const serviceName = 'Sports injury assessment';

type Slot = { id: string; startsAt: string; date: string };

/** The weekday (0 = Sunday) of an IST calendar date. */
function weekdayOf(date: string) {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

async function signInAsAdmin(context: BrowserContext) {
  const page = await context.newPage();
  const signedIn = await page.request.post('/api/auth/sign-in/email', { data: admin, headers: { origin: app.url } });
  expect(signedIn.status()).toBe(200);
  return page;
}

async function apply(page: Page) {
  await page.goto('/become-provider');
  const form = page.getByTestId('join-form');
  await form.getByLabel('Name clients will see').fill(providerName);
  await form.getByLabel('Category').selectOption('doctor');
  await form.getByLabel('Specialty (optional)').fill('Physiotherapist');
  await form.getByLabel('City').selectOption('Chennai');
  await form.getByLabel('Phone').fill('+91 94440 12345');
  await form.getByLabel('Clinic or shop address').fill('12 Besant Avenue, Adyar, Chennai');
  await form.getByLabel('Service name').fill('Back pain physiotherapy');
  await form.getByLabel('Duration (minutes)').fill('30');
  await form.getByLabel('Price (₹)').fill('700');
  await form.getByRole('button', { name: 'Send application' }).click();
  await textOf(page.getByTestId('application-state')).toBe('Application under review');
}

async function addService(page: Page) {
  await page.goto('/add-service');
  const form = page.getByTestId('service-form').first();
  await form.getByLabel('Service name').fill(serviceName);
  await form.getByLabel('Duration (minutes)').fill('30');
  await form.getByLabel('Price (₹)').fill('900');
  await form.getByRole('button', { name: 'Add service' }).click();
  await visible(page.getByText('Service added; it waits for approval', { exact: true }));
  const services = (await (await page.request.get('/api/provider/services')).json()) as { id: string; name: string }[];
  return services.find((service) => service.name === serviceName)!.id;
}

/** Today and tomorrow (IST) open all day, so today has free slots whatever the hour the test runs. */
async function openTodayAndTomorrow(page: Page) {
  await page.goto('/provider-hours');
  // The editor starts from the saved week (the application's hours): wait for it before changing a day.
  await visible(page.getByTestId('week-form'));
  for (const date of [istDate(0), istDate(1)]) {
    const weekday = weekdayOf(date);
    const day = weekdayNames[weekday]!;
    const row = page.getByTestId(`weekday-${weekday}`);
    const remove = row.getByRole('button', { name: `Remove this range on ${day}` });
    while ((await remove.count()) > 0) await remove.first().click();
    await countOf(remove).toBe(0);
    await row.getByTestId(`add-range-${weekday}`).click();
    await row.getByLabel(`${day}: from`).selectOption('00:00');
    await row.getByLabel(`${day}: to`).selectOption('24:00');
  }
  await page.getByTestId('week-form').getByRole('button', { name: 'Save weekly hours' }).click();
  await visible(page.getByText('Weekly hours saved', { exact: true }));
}

describe('a provider from application to a rated visit', () => {
  it('applies, is approved, adds a service and hours, is booked live, marks attended, is rated and replies', async () => {
    const providerContext = await app.visitor();
    const providerPage = await providerContext.newPage();
    await providerPage.setViewportSize(phone);
    await signUp(providerPage, 'Kavya Raman');
    await apply(providerPage);

    // An admin approves the application, then the new service, over the API.
    const adminContext = await app.visitor();
    const adminPage = await signInAsAdmin(adminContext);
    const application = (await (await providerPage.request.get('/api/provider-applications/mine')).json()) as {
      id: string;
      provider: { id: string };
    };
    const providerId = application.provider.id;
    const approved = await adminPage.request.post(`/api/admin/role-requests/${application.id}/approve`, {
      data: {},
      headers: { origin: app.url },
    });
    expect(approved.status()).toBe(200);

    const serviceId = await addService(providerPage);
    const serviceApproved = await adminPage.request.post(`/api/admin/services/${serviceId}/approve`, {
      data: {},
      headers: { origin: app.url },
    });
    expect(serviceApproved.status()).toBe(200);
    await openTodayAndTomorrow(providerPage);

    // The public page shows the new service and its slots, today first.
    const clientContext = await app.visitor();
    const clientPage = await clientContext.newPage();
    await clientPage.setViewportSize(phone);
    await signUp(clientPage, 'Arjun Menon');
    await clientPage.goto(`/providers/${providerId}`);
    await textOf(clientPage.locator('h1')).toBe(providerName);
    await visible(clientPage.getByText(serviceName).first());
    await poll(async () => (await clientPage.getByTestId('slot').count()) > 0).toBe(true);

    // The dashboard is open when the client books: the booking arrives live.
    await providerPage.goto('/provider-dashboard');
    await textOf(providerPage.locator('h1')).toBe('Provider dashboard');
    const slots = (await (await clientPage.request.get(`/api/providers/${providerId}/slots?serviceId=${serviceId}`)).json()) as Slot[];
    // The visit is booked for today's next slot, so the server's clock moves only hours at most.
    const today = slots.find((slot) => slot.date === istDate(0));
    expect(today).toBeDefined();
    const booked = await clientPage.request.post('/api/bookings', {
      data: { slotId: today!.id, serviceId, phone: '+91 98400 11223' },
      headers: { origin: app.url },
    });
    expect(booked.status()).toBe(201);
    await visible(providerPage.getByText('New booking', { exact: true }));
    const card = providerPage.getByTestId('provider-booking').filter({ hasText: 'Arjun Menon' });
    await visible(card);
    // Attended and no-show are offered from the start only (the server refuses them before): a hint says when.
    await textOf(card.getByTestId('attendance-from')).toContain('Attended / No-show from');
    expect(await card.getByTestId('mark-attended').count()).toBe(0);
    expect(await card.getByTestId('mark-no-show').count()).toBe(0);

    // Time passes: the server restarts (same origin and database, so everyone stays signed in) with its
    // clock a minute past the start, and the provider's browser clock moves alike.
    // The whole offset from the real clock: the slot's instant is absolute, whatever offset the
    // server started with (four hours after 22:00 IST, see support/clock.ts).
    const offset = Date.parse(today!.startsAt) - Date.now() + 60_000;
    await app.restart({ CLOCK_OFFSET_MS: String(offset) });
    await providerContext.clock.setSystemTime(Date.now() + offset);
    await providerPage.reload();
    await visible(card);
    await countOf(card.getByTestId('attendance-from')).toBe(0);
    await card.getByTestId('mark-attended').click();
    await visible(providerPage.getByText('Marked attended', { exact: true }));

    // The client rates the visit on My bookings.
    await clientPage.goto('/bookings');
    await clientPage.getByTestId('tab-past').click();
    const visit = clientPage.getByTestId('booking-item').filter({ hasText: providerName });
    await textOf(visit.getByTestId('booking-status')).toBe('Completed');
    const form = visit.getByTestId('review-form');
    expect(await form.getByTestId('review-submit').isDisabled()).toBe(true);
    await form.getByRole('radio', { name: '4 stars' }).check();
    await form.getByLabel('Comment (optional)').fill('Clear advice and a quick recovery plan.');
    await clientPage.waitForTimeout(300);
    expect(await seriousViolations(clientPage)).toEqual([]);
    await form.getByTestId('review-submit').click();
    await visible(clientPage.getByText('Thank you for your rating', { exact: true }));
    await countOf(visit.getByTestId('review-form')).toBe(0);
    expect(await visit.getByRole('img', { name: 'Your rating: 4 of 5' }).count()).toBe(1);
    await screenshots(clientPage, 'booking-review');
    // One rating per booking: the server refuses a second one.
    const again = await clientPage.request.post(`/api/bookings/${((await booked.json()) as { id: string }).id}/review`, {
      data: { rating: 1 },
      headers: { origin: app.url },
    });
    expect(again.status()).toBe(409);

    // The provider answers once, publicly.
    await providerPage.reload();
    const review = providerPage.getByTestId('own-review').filter({ hasText: 'Clear advice' });
    await visible(review);
    await review.getByTestId('reply-text').fill('Thank you, Arjun. Keep up the exercises!');
    await review.getByTestId('reply-submit').click();
    await visible(providerPage.getByText('Reply published', { exact: true }));
    await textOf(review.getByTestId('own-reply')).toContain('Keep up the exercises');
    await countOf(review.getByTestId('reply-form')).toBe(0);
    await providerPage.waitForTimeout(300);
    expect(await seriousViolations(providerPage)).toEqual([]);
    await screenshots(providerPage, 'provider-reviews');

    // The rating and the reply show on the provider's public page.
    await clientPage.goto(`/providers/${providerId}`);
    const shown = clientPage.getByTestId('public-review').filter({ hasText: 'Clear advice' });
    await textOf(shown.getByTestId('review-reply')).toContain('Reply from the provider');
    await textOf(shown.getByTestId('review-reply')).toContain('Keep up the exercises');
    await textOf(clientPage.locator('main')).toContain('4.0');
    const detail = (await (await clientPage.request.get(`/api/providers/${providerId}`)).json()) as { rating: number; reviewCount: number };
    expect(detail).toMatchObject({ rating: 4, reviewCount: 1 });

    await adminContext.close();
    await clientContext.close();
    await providerContext.close();
  });
});
