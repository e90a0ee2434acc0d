import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { phone, screenshots, signUp } from './support/browser.ts';
import { istDate, sameDayClock } from './support/clock.ts';
import { demoProvider } from './support/admin.ts';
import { useAppInBrowser } from './support/harness.ts';
import { signIn } from './support/layout.ts';
import { freeSlotsOfDemoProvider, openAllDay } from './support/provider.ts';
import { countOf, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser(sameDayClock);

async function bookOverApi(page: Page, slotId: string) {
  const response = await page.request.post('/api/bookings', {
    data: { slotId, phone: '+91 98765 43210' },
    headers: { origin: app.url },
  });
  expect(response.status()).toBe(201);
}

describe('provider dashboard', () => {
  it('shows a booking made elsewhere live with a toast, marks it attended, and cancels another with a reason', async () => {
    const providerContext = await app.visitor();
    const providerPage = await providerContext.newPage();
    await signIn(providerPage, demoProvider);
    await openAllDay(providerPage, app.url);
    // The header's "Manage Bookings" leads to the dashboard for a provider.
    await providerPage.getByRole('link', { name: 'Manage Bookings' }).first().click();
    await providerPage.waitForURL('**/provider-dashboard');
    // Providers run their day from a phone.
    await providerPage.setViewportSize(phone);
    await textOf(providerPage.locator('h1')).toBe('Provider dashboard');
    await visible(providerPage.getByTestId('figure-today'));

    const clientContext = await app.visitor();
    const clientPage = await clientContext.newPage();
    await signUp(clientPage, 'Meera Krishnan');
    const slots = await freeSlotsOfDemoProvider(clientPage);
    const today = istDate(0);
    const todays = slots.filter((slot) => slot.date === today);
    expect(todays.length).toBeGreaterThan(1);
    await bookOverApi(clientPage, todays[0]!.id);

    // Live: no reload on the provider's side.
    await visible(providerPage.getByText('New booking', { exact: true }));
    const card = providerPage.getByTestId('provider-booking').filter({ hasText: 'Meera Krishnan' });
    await visible(card);
    await textOf(card.getByTestId('booking-status')).toBe('Confirmed');
    expect(await card.getByTestId('call-client').getAttribute('href')).toBe('tel:+919876543210');
    expect(await card.getByTestId('whatsapp-client').getAttribute('href')).toBe('https://wa.me/919876543210');

    // Attended is offered from the start only: the server's clock (restarted, same sessions) and the
    // browser's move a minute past it.
    await textOf(card.getByTestId('attendance-from')).toContain('Attended / No-show from');
    expect(await card.getByTestId('mark-attended').count()).toBe(0);
    // The whole offset from the real clock: the slot's instant is absolute, whatever offset the
    // server started with (four hours after 22:00 IST, see support/clock.ts).
    const offset = Date.parse(todays[0]!.startsAt) - Date.now() + 60_000;
    await app.restart({ CLOCK_OFFSET_MS: String(offset) });
    await providerContext.clock.setSystemTime(Date.now() + offset);
    await providerPage.reload();
    await card.getByTestId('mark-attended').click();
    await visible(providerPage.getByText('Marked attended', { exact: true }));
    // Attended bookings leave the upcoming agenda for the past.
    await countOf(card).toBe(0);

    // A second booking, cancelled with a reason the client is told.
    await bookOverApi(clientPage, todays[1]!.id);
    await visible(card);
    await card.getByTestId('cancel-booking').click();
    const dialog = providerPage.getByRole('alertdialog');
    expect(await dialog.getByTestId('confirm-action').isDisabled()).toBe(true);
    await dialog.getByTestId('cancel-reason').fill('The clinic is closed for a power cut');
    await dialog.getByTestId('confirm-action').click();
    await visible(providerPage.getByText('Booking cancelled; the client has been told', { exact: true }));
    await countOf(card).toBe(0);

    await providerPage.getByTestId('scope-past').click();
    await textOf(card.getByTestId('booking-status')).toBe('Attended');
    await providerPage.getByTestId('scope-cancelled').click();
    await textOf(card.getByTestId('booking-cancel-reason')).toBe('Cancelled: The clinic is closed for a power cut');

    // Search by client name or phone digits.
    await providerPage.getByTestId('scope-past').click();
    // In the agenda's list (the next appointment above it is today's, whatever the search).
    const listed = providerPage.getByTestId('provider-booking').getByTestId('booking-client');
    await providerPage.getByTestId('booking-search').fill('Meera');
    await textOf(listed.first()).toBe('Meera Krishnan');
    await providerPage.getByTestId('booking-search').fill('98765');
    await textOf(listed.first()).toBe('Meera Krishnan');
    await providerPage.getByTestId('booking-search').fill('Nobody Of That Name');
    await visible(providerPage.getByTestId('agenda-empty'));

    await providerPage.waitForTimeout(300);
    expect(await seriousViolations(providerPage)).toEqual([]);
    await screenshots(providerPage, 'provider-dashboard');
    await clientContext.close();
    await providerContext.close();
  });

  it('adds a service, which shows as pending approval', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await signIn(page, demoProvider);
    await page.getByRole('link', { name: 'Add Your Service' }).first().click();
    await page.waitForURL('**/add-service');
    await page.setViewportSize(phone);
    const form = page.getByTestId('service-form').first();
    await form.getByLabel('Service name').fill('Laser hair removal');
    await form.getByLabel('Duration (minutes)').fill('45');
    await form.getByLabel('Price (₹)').fill('2499.50');
    await form.getByRole('button', { name: 'Add service' }).click();
    await visible(page.getByText('Service added; it waits for approval', { exact: true }));
    const added = page.getByTestId('own-service').filter({ hasText: 'Laser hair removal' });
    await textOf(added.getByTestId('service-approval')).toBe('Pending approval');
    await textOf(added).toContain('₹2,499.50');
    const services = (await (await page.request.get('/api/provider/services')).json()) as { name: string; pricePaise: number }[];
    expect(services.find((service) => service.name === 'Laser hair removal')?.pricePaise).toBe(249_950);
    await page.waitForTimeout(300);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'provider-services');
    await context.close();
  });

  it('keeps a client out of the provider pages', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await signUp(page, 'Vikram Shetty');
    await page.goto('/provider-dashboard');
    await page.waitForURL(/\/home\?notFor=provider$/);
    await context.close();
  });
});

describe('provider hours and time off', () => {
  it('saves weekly hours with two ranges on a day and shows what changed', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await signIn(page, demoProvider);
    await openAllDay(page, app.url);
    await page.goto('/provider-hours');
    await page.setViewportSize(phone);
    await textOf(page.locator('h1')).toBe('Hours and time off');
    const sunday = page.getByTestId('weekday-0');
    // The whole day goes; 10:00–13:00 and 13:00–20:00 come instead.
    await sunday.getByRole('button', { name: 'Remove this range on Sunday' }).click();
    await sunday.getByTestId('add-range-0').click();
    await sunday.getByTestId('add-range-0').click();
    await page.getByTestId('week-form').getByRole('button', { name: 'Save weekly hours' }).click();
    await visible(page.getByText('Weekly hours saved', { exact: true }));
    await textOf(page.getByTestId('week-result')).toMatch(/^Free slots: \d+ added, [1-9]\d* removed\.$/);
    const week = (await (await page.request.get('/api/provider/hours')).json()) as {
      hours: { weekday: number; from: string; to: string }[];
    };
    expect(week.hours.filter((range) => range.weekday === 0)).toEqual([
      { weekday: 0, from: '10:00', to: '13:00' },
      { weekday: 0, from: '13:00', to: '20:00' },
    ]);
    await page.waitForTimeout(300);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'provider-hours');
    await context.close();
  });

  it('lists the booking inside new time off and cancels it with a reason', async () => {
    const providerContext = await app.visitor();
    const providerPage = await providerContext.newPage();
    await signIn(providerPage, demoProvider);
    await openAllDay(providerPage, app.url);

    const clientContext = await app.visitor();
    const clientPage = await clientContext.newPage();
    await signUp(clientPage, 'Lakshmi Narayanan');
    const day = istDate(2);
    const slot = (await freeSlotsOfDemoProvider(clientPage)).find((free) => free.date === day)!;
    await bookOverApi(clientPage, slot.id);

    await providerPage.goto('/provider-hours');
    await providerPage.setViewportSize(phone);
    const form = providerPage.getByTestId('time-off-form');
    await form.getByLabel('First day').fill(day);
    await form.getByLabel('Note (optional)').fill('Family wedding');
    await form.getByRole('button', { name: 'Take time off' }).click();
    await visible(providerPage.getByText(/^Time off saved; \d+ bookings? falls? inside it$/));
    const inside = providerPage.getByTestId('time-off-booking').filter({ hasText: 'Lakshmi Narayanan' });
    await visible(inside);
    await inside.getByTestId('cancel-booking').click();
    const dialog = providerPage.getByRole('alertdialog');
    await dialog.getByTestId('cancel-reason').fill('I am away for a family wedding');
    await dialog.getByTestId('confirm-action').click();
    await visible(providerPage.getByText('Booking cancelled; the client has been told', { exact: true }));
    await countOf(inside).toBe(0);
    const mine = (await (await clientPage.request.get('/api/bookings?scope=all')).json()) as { status: string }[];
    expect(mine.map((booking) => booking.status)).toEqual(['cancelled']);
    await clientContext.close();
    await providerContext.close();
  });
});

describe('joining as a provider', () => {
  it('leads from the landing page and the user menu to the application, and shows its state after an admin decides', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.getByRole('link', { name: 'Join Now' }).getAttribute('href')).toBe('/become-provider');
    expect(await page.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/become-provider');
    await signUp(page, 'Rohan Deshpande');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('become-provider').click();
    await page.waitForURL('**/become-provider');
    await page.setViewportSize(phone);
    await textOf(page.locator('h1')).toBe('Become a provider');

    const form = page.getByTestId('join-form');
    await form.getByRole('button', { name: 'Send application' }).click();
    await visible(form.getByText('Give a name of 2 to 100 characters.'));
    // A place clients come to is needed unless the provider visits them at home.
    await visible(form.getByText('Give the address clients come to, or tick that you visit clients at home.'));
    await form.getByLabel('Name clients will see').fill('Rohan Deshpande Physio');
    await form.getByLabel('Category').selectOption('doctor');
    await form.getByLabel('Specialty (optional)').fill('Physiotherapist');
    await form.getByLabel('City').selectOption('Pune');
    await form.getByLabel('Area (optional)').fill('Kothrud');
    await form.getByLabel('Marathi').check();
    await form.getByLabel('Phone').fill('+91 98220 12345');
    await form.getByLabel('I visit clients at home').check();
    await form.getByLabel('Service name').fill('Knee physiotherapy session');
    await form.getByLabel('Duration (minutes)').fill('45');
    await form.getByLabel('Price (₹)').fill('800');
    await form.getByRole('button', { name: 'Send application' }).click();
    await visible(page.getByText('Application sent; we will tell you when it is reviewed', { exact: true }));
    await textOf(page.getByTestId('application-state')).toBe('Application under review');
    expect(await page.getByTestId('join-form').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'provider-join');

    const mine = (await (await page.request.get('/api/provider-applications/mine')).json()) as { id: string };
    const adminContext = await app.visitor();
    const adminPage = await adminContext.newPage();
    const signedIn = await adminPage.request.post('/api/auth/sign-in/email', {
      data: { email: 'admin@demo.bookmitra.in', password: 'Admin@12345' },
      headers: { origin: app.url },
    });
    expect(signedIn.status()).toBe(200);
    const rejected = await adminPage.request.post(`/api/admin/role-requests/${mine.id}/reject`, {
      data: { reason: 'Please add your clinic address' },
      headers: { origin: app.url },
    });
    expect(rejected.status()).toBe(200);
    await adminContext.close();

    await page.reload();
    await textOf(page.getByTestId('application-state')).toBe('Application not approved');
    await textOf(page.getByTestId('application-reason')).toBe('Reason: Please add your clinic address');
    await visible(page.getByTestId('join-form'));
    await context.close();
  });
});
