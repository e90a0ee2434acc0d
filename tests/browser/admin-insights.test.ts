import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { at360, demoAdmin, demoProvider, signInOverApi, withoutCancelNotice } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { desktop, signUp } from './support/browser.ts';
import { useAppInBrowser } from './support/harness.ts';
import { countOf, poll, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();
const charts = ['bookings-by-channel', 'categories', 'cities', 'cancellations', 'chat-share', 'languages', 'search-misses'];

/** The dashboard's figure as a number ("1,234" or "₹1,499" read back). */
async function figure(page: Page, id: string): Promise<number> {
  const locator = page.getByTestId(`figure-${id}`);
  await poll(async () => /\d/.test((await locator.innerText()) ?? '')).toBe(true);
  return Number((await locator.innerText()).replace(/[^\d.]/g, ''));
}

const ids = ['bookings-total', 'status-confirmed', 'status-cancelled', 'channel-web', 'revenue-bookings', 'new-clients'] as const;

async function dashboardFigures(page: Page) {
  await page.goto('/admin');
  await page.getByTestId('dashboard-range-today').click();
  const values: Record<string, number> = {};
  for (const id of ids) values[id] = await figure(page, id);
  return values;
}

describe('the admin insights pages', () => {
  it('the dashboard, the charts and the provider report follow scripted bookings, cancellations and a payment', async () => {
    const adminContext = await app.visitor({ viewport: desktop });
    await withoutCancelNotice(adminContext, app.url);
    const adminPage = await signInOverApi(adminContext, app.url, demoAdmin);
    const before = await dashboardFigures(adminPage);

    const providerContext = await app.visitor();
    const providerPage = await signInOverApi(providerContext, app.url, demoProvider);
    const provider = (await (await providerPage.request.get('/api/provider/profile')).json()) as { id: string; name: string };
    const clientContext = await app.visitor();
    const clientPage = await clientContext.newPage();
    await signUp(clientPage, 'Lakshmi Narayanan');
    const detail = (await (await clientPage.request.get(`/api/providers/${provider.id}`)).json()) as { services: { id: string }[] };
    const slots = (await (await clientPage.request.get(`/api/providers/${provider.id}/slots`)).json()) as { id: string }[];
    expect(slots.length).toBeGreaterThanOrEqual(5);
    const booked: { id: string; amountPaise: number }[] = [];
    for (const slot of slots.slice(0, 5)) {
      const response = await clientPage.request.post('/api/bookings', {
        data: { slotId: slot.id, serviceId: detail.services[0]!.id },
        headers: { origin: app.url },
      });
      expect(response.status()).toBe(201);
      booked.push((await response.json()) as { id: string; amountPaise: number });
    }
    const utr = `4${String(Date.now()).slice(-11)}`;
    const origin = { origin: app.url };
    expect((await clientPage.request.post(`/api/bookings/${booked[0]!.id}/payment`, { data: { utr }, headers: origin })).status()).toBe(
      200,
    );
    const queue = (await (await adminPage.request.get(`/api/admin/payments?q=${utr}`)).json()) as { items: { id: string }[] };
    expect((await adminPage.request.post(`/api/admin/payments/${queue.items[0]!.id}/verify`, { data: {}, headers: origin })).status()).toBe(
      200,
    );
    expect((await clientPage.request.post(`/api/bookings/${booked[1]!.id}/cancel`, { data: {}, headers: origin })).status()).toBe(200);
    for (const one of booked.slice(2, 4)) {
      const cancel = await providerPage.request.post(`/api/provider/bookings/${one.id}/cancel`, {
        data: { reason: 'Clinic closed' },
        headers: origin,
      });
      expect(cancel.status()).toBe(200);
    }
    // A search that finds nothing, and a conversation with Mitra, for the last two charts.
    expect(((await (await clientPage.request.get('/api/providers?q=zqxwvj')).json()) as { total: number }).total).toBe(0);
    await clientPage.goto('/');
    await clientPage.getByTestId('chat-open').click();
    const chat = clientPage.getByTestId('chat-panel');
    await chat.getByTestId('chat-input').fill('I need a dermatologist in Mumbai tomorrow');
    await chat.getByTestId('chat-input').press('Enter');
    await visible(chat.getByTestId('chat-assistant').last());

    const after = await dashboardFigures(adminPage);
    expect(after).toEqual({
      'bookings-total': before['bookings-total']! + 5,
      'status-confirmed': before['status-confirmed']! + 2,
      'status-cancelled': before['status-cancelled']! + 3,
      'channel-web': before['channel-web']! + 5,
      'revenue-bookings': before['revenue-bookings']! + booked[0]!.amountPaise / 100,
      'new-clients': before['new-clients']! + 1,
    });
    expect(await seriousViolations(adminPage)).toEqual([]);
    await at360(adminPage, 'admin-dashboard', { settleMs: 300 });

    // A figure opens its list filtered as it counts: today's cancelled bookings, as many as the figure says.
    await adminPage.getByTestId('figure-status-cancelled').click();
    await adminPage.waitForURL(/\/admin\/bookings\?.*status=cancelled/);
    expect(new URL(adminPage.url()).searchParams.get('madeFrom')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await visible(adminPage.getByTestId('bookings-made'));
    await textOf(adminPage.getByTestId('admin-bookings-table').getByTestId('table-total')).toContain(String(after['status-cancelled']));
    await countOf(adminPage.getByTestId('admin-bookings-table').getByTestId('admin-row')).toBe(Math.min(20, after['status-cancelled']!));

    await adminPage.goto('/admin/analytics');
    await textOf(adminPage.locator('h1')).toBe('Analytics');
    for (const chart of charts) {
      const card = adminPage.getByTestId(`chart-${chart}`);
      await expect.poll(() => card.locator('svg.recharts-surface').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await card.getByTestId('chart-empty').count(), chart).toBe(0);
    }
    await adminPage.getByTestId('chart-cancellations').getByText('Show the figures as a table').click();
    await visible(adminPage.getByTestId('chart-cancellations').locator('table'));
    expect(await seriousViolations(adminPage)).toEqual([]);
    await at360(adminPage, 'admin-analytics', { settleMs: 300 });

    await adminPage.goto('/admin/reports');
    await textOf(adminPage.locator('h1')).toBe('Provider Reports');
    // Today only: the demo provider's seeded month (attended visits, coming appointments) would dilute
    // the two cancellations scripted above below the flag's share.
    const today = await adminPage.locator('#reports-range-to').inputValue();
    await adminPage.locator('#reports-range-from').fill(today);
    await adminPage.getByTestId('reports-range-apply').click();
    await adminPage.getByTestId('reports-flagged-only').check();
    const table = adminPage.getByTestId('admin-reports-table');
    const row = table.getByTestId('admin-row').filter({ hasText: provider.name });
    await countOf(row).toBe(1);
    await textOf(row.getByTestId('report-flag')).toContain('Cancels often');
    expect(await seriousViolations(adminPage)).toEqual([]);
    await at360(adminPage, 'admin-reports', { settleMs: 300 });
    await Promise.all([adminContext.close(), providerContext.close(), clientContext.close()]);
  });
});
