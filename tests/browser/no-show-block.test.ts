import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { at360, demoAdmin, demoProvider, signInOverApi } from './support/admin.ts';
import { signUp } from './support/browser.ts';
import { istDate, sameDayClock } from './support/clock.ts';
import { useAppInBrowser } from './support/harness.ts';
import { freeSlotsOfDemoProvider, openAllDay } from './support/provider.ts';
import { textOf, visible } from './support/wait.ts';

const app = useAppInBrowser(sameDayClock);

async function bookOverApi(page: Page, slotId: string): Promise<string> {
  const response = await page.request.post('/api/bookings', { data: { slotId }, headers: { origin: app.url } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe('the no-show block on the web (issue 26.3)', () => {
  it('My bookings says until when new bookings are paused after the third no-show; an admin lifts it', async () => {
    const providerContext = await app.visitor();
    const provider = await signInOverApi(providerContext, app.url, demoProvider);
    await openAllDay(provider, app.url);

    const clientContext = await app.visitor();
    const client = await clientContext.newPage();
    await signUp(client, 'Rohan Kulkarni');
    const todays = (await freeSlotsOfDemoProvider(client)).filter((slot) => slot.date === istDate(0));
    expect(todays.length).toBeGreaterThan(4);
    const ids = [];
    for (const slot of todays.slice(0, 3)) ids.push(await bookOverApi(client, slot.id));

    // Time passes to a minute after the third appointment's start (the server restarts, sessions stay).
    await app.restart({ CLOCK_OFFSET_MS: String(Date.parse(todays[2]!.startsAt) - Date.now() + 60_000) });
    for (const id of ids) {
      const marked = await provider.request.post(`/api/provider/bookings/${id}/no-show`, { data: {}, headers: { origin: app.url } });
      expect(marked.status()).toBe(200);
    }

    await client.goto('/bookings');
    const banner = client.getByTestId('booking-block');
    await visible(banner);
    await textOf(banner).toMatch(/^New bookings are paused until \w{3}, \d{1,2} \w{3},? \d{4} after 3 missed appointments/);
    await at360(client, 'no-show-block', { spilling: true });

    // Booking anyway from the provider's page: the toast says the same.
    const found = (await (await client.request.get(`/api/providers?q=${encodeURIComponent(demoProvider.name)}`)).json()) as {
      items: { id: string; name: string }[];
    };
    await client.goto(`/providers/${found.items.find((item) => item.name === demoProvider.name)!.id}`);
    await visible(client.getByTestId('slot'));
    await client.getByTestId('slot').first().click();
    await client.getByTestId('book-slot').click();
    await client.getByTestId('confirm-action').click();
    await visible(client.getByText('Bookings paused', { exact: true }));
    await visible(client.getByText(/^New bookings are paused until .+ \d{4} after 3 missed appointments\.$/));
    const me = (await (await client.request.get('/api/me')).json()) as { user: { id: string } };

    const adminContext = await app.visitor();
    const admin = await signInOverApi(adminContext, app.url, demoAdmin);
    await admin.goto(`/admin/users/${me.user.id}`);
    await textOf(admin.getByTestId('user-profile')).toContain('New bookings paused until');
    await admin.getByTestId('action-liftBlock').click();
    const dialog = admin.getByRole('alertdialog');
    await dialog.getByTestId('reason-input').fill('Family emergency, papers seen');
    await dialog.getByTestId('confirm-action').click();
    await visible(admin.getByText('No-show block lifted', { exact: true }));
    await textOf(admin.getByTestId('user-profile')).toContain('Not blocked');

    await client.reload();
    await visible(client.locator('h1'));
    expect(await client.getByTestId('booking-block').count()).toBe(0);
    await bookOverApi(client, todays[4]!.id);
    await Promise.all([providerContext.close(), clientContext.close(), adminContext.close()]);
  });
});
