import { describe, expect, it } from 'vitest';
import { at360, demoAdmin, demoProvider, signInOverApi } from './support/admin.ts';
import { signUp } from './support/browser.ts';
import { freeSlotsOfDemoProvider } from './support/provider.ts';
import { useAppInBrowser } from './support/harness.ts';
import { countOf, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

describe('notice periods in the web app (issue 26.1)', () => {
  it('the provider page shows the notice line the provider set, and the dashboard card changes it', async () => {
    const providerContext = await app.visitor();
    const provider = await signInOverApi(providerContext, app.url, demoProvider);
    const set = await provider.request.put('/api/provider/policies', {
      data: { bookingNoticeMinutes: 120, cancelNoticeMinutes: 90 },
      headers: { origin: app.url },
    });
    expect(set.status()).toBe(200);
    const found = (await (await provider.request.get(`/api/providers?q=${encodeURIComponent(demoProvider.name)}`)).json()) as {
      items: { id: string; name: string }[];
    };
    const providerId = found.items.find((item) => item.name === demoProvider.name)!.id;

    const visitorContext = await app.visitor();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/providers/${providerId}`);
    await textOf(visitor.getByTestId('notice-line')).toBe(
      'Book at least 2 hours ahead · Cancel or reschedule up to 1 hour 30 minutes before',
    );
    await at360(visitor, 'provider-notice-line');

    await provider.goto('/provider-dashboard');
    const card = provider.getByTestId('notice-policies');
    await visible(card);
    await provider.getByTestId('booking-notice').selectOption('0');
    await card.getByRole('button', { name: 'Save policies' }).click();
    await visible(provider.getByText('Booking policies saved', { exact: true }));

    await visitor.reload();
    await textOf(visitor.getByTestId('notice-line')).toBe('Cancel or reschedule up to 1 hour 30 minutes before');
    await providerContext.close();
    await visitorContext.close();
  });

  it('My bookings says a booking inside the cancel notice can only be changed by calling, instead of offering the buttons', async () => {
    const providerContext = await app.visitor();
    const provider = await signInOverApi(providerContext, app.url, demoProvider);
    const week = await provider.request.put('/api/provider/policies', {
      data: { cancelNoticeMinutes: 10_080 },
      headers: { origin: app.url },
    });
    expect(week.status()).toBe(200);

    const clientContext = await app.visitor();
    const client = await clientContext.newPage();
    await signUp(client, 'Kavya Nair');
    const [slot] = await freeSlotsOfDemoProvider(client);
    const booked = await client.request.post('/api/bookings', { data: { slotId: slot!.id }, headers: { origin: app.url } });
    expect(booked.status()).toBe(201);
    await client.goto('/bookings');
    const item = client.getByTestId('booking-item');
    await textOf(item.getByTestId('change-closed')).toMatch(
      /^It's too close to the start to cancel or reschedule online\.\s+(Call the provider on .+|Please call the provider)\.$/,
    );
    await countOf(item.getByTestId('cancel-booking')).toBe(0);
    await countOf(item.getByTestId('reschedule-booking')).toBe(0);
    await at360(client, 'bookings-change-closed');
    await providerContext.close();
    await clientContext.close();
  });

  it('the admin settings form checks and saves the policy numbers', async () => {
    const context = await app.visitor();
    const page = await signInOverApi(context, app.url, demoAdmin);
    await page.goto('/admin/settings');
    await page.getByTestId('setting-waitlistHold').fill('4');
    await page.getByTestId('settings-save').click();
    await visible(page.getByText('Enter a whole number from 5 to 120.', { exact: true }));
    await page.getByTestId('setting-waitlistHold').fill('20');
    await page.getByTestId('setting-cancelNotice').fill('60');
    await page.getByTestId('settings-save').click();
    await visible(page.getByText('Settings saved', { exact: true }));
    const saved = (await (await page.request.get('/api/admin/settings')).json()) as Record<string, unknown>;
    expect(saved).toMatchObject({ waitlistHoldMinutes: 20, cancelNoticeMinutes: 60 });
    await context.close();
  });
});
