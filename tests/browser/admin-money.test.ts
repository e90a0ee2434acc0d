import { describe, expect, it } from 'vitest';
import { at360, signInOverApi } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { desktop, signUp } from './support/browser.ts';
import { useAppInBrowser } from './support/harness.ts';
import { poll, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

/** A mobile number nobody else in this run has: the lookup by phone then finds this client's booking only. */
function uniqueMobile() {
  const digits = String(Date.now()).slice(-8);
  return { national: `97${digits}`, e164: `+9197${digits}` };
}

describe('bookings and payments in the admin panel', () => {
  it('the admin finds a booking by the client’s phone and moves it; the client is told', async () => {
    const clientContext = await app.visitor();
    const clientPage = await clientContext.newPage();
    await signUp(clientPage, 'Lakshmi Narayanan');
    const providers = (await (await clientPage.request.get('/api/providers?city=Chennai')).json()) as { items: { id: string }[] };
    const providerId = providers.items[0]!.id;
    const slots = (await (await clientPage.request.get(`/api/providers/${providerId}/slots`)).json()) as { id: string }[];
    expect(slots.length).toBeGreaterThan(3);
    const mobile = uniqueMobile();
    const booked = await clientPage.request.post('/api/bookings', {
      data: { slotId: slots[0]!.id, phone: mobile.e164 },
      headers: { origin: app.url },
    });
    expect(booked.status()).toBe(201);
    const booking = (await booked.json()) as { id: string };

    const adminContext = await app.visitor({ viewport: desktop });
    const adminPage = await signInOverApi(adminContext, app.url);
    await adminPage.goto('/admin/booking-lookup');
    await textOf(adminPage.locator('h1')).toBe('Booking Lookup');
    // The phone as people say it: a leading 0 and a space.
    await adminPage.getByTestId('lookup-input').fill(`0${mobile.national.slice(0, 5)} ${mobile.national.slice(5)}`);
    await adminPage.getByTestId('lookup-submit').click();
    const result = adminPage.getByTestId('lookup-result');
    await poll(() => result.count()).toBe(1);
    await textOf(result.getByTestId('lookup-reference')).toBe(`BM${booking.id.replace(/-/g, '').slice(0, 10).toUpperCase()}`);
    await textOf(result).toContain('Lakshmi Narayanan');
    expect(await seriousViolations(adminPage)).toEqual([]);
    await at360(adminPage, 'admin-booking-lookup');

    await result.getByTestId('admin-booking-move').click();
    const dialog = adminPage.getByTestId('admin-move-dialog');
    await visible(dialog.getByTestId('move-slots'));
    await dialog.getByTestId('move-slots').locator('label').nth(2).click();
    await dialog.getByLabel('Reason').fill('The doctor is in surgery that morning');
    expect(await seriousViolations(adminPage)).toEqual([]);
    await dialog.getByTestId('admin-move-dialog-confirm').click();
    await visible(adminPage.getByText(/^Booking moved to /));
    await textOf(result.getByTestId('booking-status')).toBe('Confirmed');

    // The client's bell has the news, with the reason.
    await clientPage.goto('/bookings');
    await poll(async () => {
      const response = await clientPage.request.get('/api/notifications');
      const body = (await response.json()) as { items: { title: string; message: string }[] };
      return body.items.find((item) => item.title === 'Appointment moved by BookMitra')?.message ?? '';
    }).toContain('The doctor is in surgery that morning');
    await clientPage.getByTestId('notifications-bell').click();
    await visible(clientPage.getByTestId('notifications-list').getByText('Appointment moved by BookMitra'));
    const moved = (await (await clientPage.request.get(`/api/bookings/${booking.id}`)).json()) as { slotId: string; channel: string };
    expect(moved.slotId).not.toBe(slots[0]!.id);
    expect(moved.channel).toBe('admin');

    // The bookings list shows it among the admin's changes.
    await adminPage.goto('/admin/bookings');
    await textOf(adminPage.locator('h1')).toBe('Bookings');
    await adminPage.locator('#bookings-channel').selectOption('admin');
    await visible(adminPage.getByTestId('admin-row').filter({ hasText: 'Lakshmi Narayanan' }));
    expect(await seriousViolations(adminPage)).toEqual([]);
    await at360(adminPage, 'admin-bookings');

    await adminContext.close();
    await clientContext.close();
  });

  it('a client buys Pro by UPI, the admin verifies it, and the client’s quota shows unlimited', async () => {
    const clientContext = await app.visitor();
    const clientPage = await clientContext.newPage();
    await signUp(clientPage, 'Farhan Qureshi');
    await clientPage.goto('/subscription');
    await textOf(clientPage.getByTestId('plan-price-pro')).toBe('₹199 for 30 days');
    await clientPage.getByTestId('plan-buy-pro').click();
    const dialog = clientPage.getByTestId('plan-pay-dialog');
    await textOf(dialog.getByTestId('plan-pay-amount')).toBe('₹199');
    expect(await dialog.locator('svg title').first().textContent()).toBe('UPI payment QR code');
    expect(await seriousViolations(clientPage)).toEqual([]);
    const utr = `4${String(Date.now()).slice(-11)}`;
    await dialog.getByLabel('Paid? Enter the UPI reference (UTR)').fill(`${utr.slice(0, 4)} ${utr.slice(4, 8)} ${utr.slice(8)}`);
    await dialog.getByTestId('plan-utr-submit').click();
    await visible(clientPage.getByText('Payment sent for verification', { exact: true }));
    await textOf(clientPage.getByTestId('plan-pending')).toContain(`UTR ${utr}`);
    expect(await clientPage.getByTestId('plan-buy-enterprise').isDisabled()).toBe(true);
    await at360(clientPage, 'subscription-pending');

    const adminContext = await app.visitor({ viewport: desktop });
    const adminPage = await signInOverApi(adminContext, app.url);
    await adminPage.goto('/admin/payments');
    await textOf(adminPage.locator('h1')).toBe('Payments');
    await adminPage.locator('#payments-q').fill(utr);
    await adminPage.locator('#payments-q').press('Enter');
    const row = adminPage.getByTestId('admin-row').filter({ hasText: utr });
    await visible(row);
    await textOf(row).toContain('Pro plan');
    expect(await seriousViolations(adminPage)).toEqual([]);
    await at360(adminPage, 'admin-payments');
    await row.getByTestId('payment-verify').click();
    await adminPage.getByTestId('payment-verify-dialog-confirm').click();
    await visible(adminPage.getByText('Payment verified', { exact: true }));
    await poll(() => adminPage.getByTestId('admin-row').filter({ hasText: utr }).count()).toBe(0);

    await adminPage.goto('/admin/transactions');
    await textOf(adminPage.locator('h1')).toBe('Transactions');
    const ledgerRow = adminPage.getByTestId('admin-row').filter({ hasText: utr });
    await textOf(ledgerRow.getByTestId('payment-status')).toBe('Verified');
    await at360(adminPage, 'admin-transactions');

    await clientPage.reload();
    await textOf(clientPage.getByTestId('plan-active')).toContain('Your Pro plan is active');
    await textOf(clientPage.getByTestId('quota')).toBe('Unlimited bookings on your plan');
    const quota = (await (await clientPage.request.get('/api/me/quota')).json()) as { isPremium: boolean; limit: number | null };
    expect(quota).toMatchObject({ isPremium: true, limit: null });
    await at360(clientPage, 'subscription-active');

    await adminContext.close();
    await clientContext.close();
  });
});
