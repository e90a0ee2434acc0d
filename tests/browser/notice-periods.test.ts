import { describe, expect, it } from 'vitest';
import { at360, demoProvider, signInOverApi } from './support/admin.ts';
import { useAppInBrowser } from './support/harness.ts';
import { textOf, visible } from './support/wait.ts';

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
});
