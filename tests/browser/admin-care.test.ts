import { describe, expect, it } from 'vitest';
import { signInOverApi } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { desktop, screenshots, signUp } from './support/browser.ts';
import { useAppInBrowser } from './support/harness.ts';
import { poll, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

/** An instant as the `datetime-local` value an admin types, in IST. */
function istInput(instant: Date) {
  return new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 16);
}

describe('the emergency hub and rewards in the admin panel', () => {
  it("pausing one city's plumbers cancels the client's booking, tells them, and shows the banner until it is ended", async () => {
    const clientContext = await app.visitor();
    const clientPage = await clientContext.newPage();
    await signUp(clientPage, 'Farhan Qureshi');
    const plumbers = (await (await clientPage.request.get('/api/providers?category=plumber')).json()) as {
      items: { id: string; name: string; city: string }[];
    };
    const plumber = plumbers.items[0]!;
    const slots = (await (await clientPage.request.get(`/api/providers/${plumber.id}/slots`)).json()) as { id: string; startsAt: string }[];
    const slot = slots[0]!;
    const booked = await clientPage.request.post('/api/bookings', { data: { slotId: slot.id }, headers: { origin: app.url } });
    expect(booked.status()).toBe(201);

    const adminPage = await signInOverApi(await app.visitor({ viewport: desktop }), app.url);
    await adminPage.goto('/admin/emergency');
    await textOf(adminPage.locator('h1')).toBe('Emergency Hub');
    await adminPage.getByLabel('A category in a city').check();
    await adminPage.getByLabel('Category', { exact: true }).selectOption('plumber');
    await adminPage.getByLabel('City', { exact: true }).fill(plumber.city);
    await adminPage.getByLabel('From (IST)').fill(istInput(new Date()));
    await adminPage.getByLabel('Until (IST)').fill(istInput(new Date(new Date(slot.startsAt).getTime() + 86_400_000)));
    await adminPage.getByTestId('pause-preview').click();
    const affected = adminPage.getByTestId('pause-affected');
    await visible(affected.getByText('Farhan Qureshi').first());
    await adminPage.getByLabel(/^Reason/).fill('Floods: plumbers cannot reach homes');
    expect(await seriousViolations(adminPage)).toEqual([]);
    await screenshots(adminPage, 'admin-emergency-preview');
    await adminPage.getByTestId('pause-confirm').click();
    await visible(adminPage.getByText(/^Paused\./));
    await visible(adminPage.getByTestId('active-pauses').getByText('Floods: plumbers cannot reach homes'));
    await screenshots(adminPage, 'admin-emergency');

    await poll(async () => {
      const response = await clientPage.request.get(`/api/bookings/${(await booked.json()).id}`);
      return ((await response.json()) as { status: string }).status;
    }).toBe('cancelled');
    await clientPage.goto('/home');
    await clientPage.getByTestId('notifications-bell').click();
    await visible(clientPage.getByTestId('notifications-list').getByText('Appointment cancelled by BookMitra').first());

    await clientPage.goto(`/providers?category=plumber&city=${encodeURIComponent(plumber.city)}`);
    const banner = clientPage.getByTestId('emergency-banner');
    await textOf(banner).toContain('Floods: plumbers cannot reach homes');
    await screenshots(clientPage, 'emergency-banner');
    await clientPage.goto(`/providers/${plumber.id}`);
    await textOf(clientPage.getByTestId('emergency-banner')).toContain('Bookings are paused here until');

    await adminPage.getByTestId('pause-end').first().click();
    await visible(adminPage.getByText('Pause ended: bookings are open again.'));
    // The public list is cached for a few seconds: the banner goes once it is read again.
    await poll(async () => {
      const active = (await (await clientPage.request.get('/api/emergency/active')).json()) as { reason: string }[];
      return active.some((pause) => pause.reason === 'Floods: plumbers cannot reach homes');
    }).toBe(false);
  });

  it('an admin grants points with a reason and the client sees them in their rewards', async () => {
    const clientContext = await app.visitor();
    const clientPage = await clientContext.newPage();
    const email = await signUp(clientPage, 'Meenakshi Sundaram');

    const adminPage = await signInOverApi(await app.visitor({ viewport: desktop }), app.url);
    await adminPage.goto('/admin/rewards');
    await textOf(adminPage.locator('h1')).toBe('Rewards & Agents');
    await adminPage.getByLabel('Find a client (name, e-mail or phone)').fill(email);
    await adminPage.getByTestId('client-search-submit').click();
    await poll(() => adminPage.getByTestId('client-open').count()).toBe(1);
    await adminPage.getByTestId('client-open').click();
    await visible(adminPage.getByTestId('client-points').getByText('Meenakshi Sundaram'));
    await adminPage.getByTestId('adjust-points').fill('250');
    await adminPage.getByTestId('adjust-reason').fill('Sorry for the long wait on Monday');
    await adminPage.getByTestId('adjust-submit').click();
    await textOf(adminPage.getByTestId('client-balance')).toContain('250');
    expect(await seriousViolations(adminPage)).toEqual([]);
    await screenshots(adminPage, 'admin-rewards');
    await adminPage.getByTestId('care-tab-agents').click();
    await visible(adminPage.getByTestId('agent-misses'));
    await screenshots(adminPage, 'admin-agents');

    await clientPage.goto('/rewards');
    await visible(clientPage.getByTestId('reward-reason').getByText('Sorry for the long wait on Monday'));
    await visible(clientPage.getByText('250').first());
  });
});
