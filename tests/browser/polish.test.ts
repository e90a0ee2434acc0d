import { describe, expect, it } from 'vitest';
import { useAppInBrowser } from './support/harness.ts';
import { desktop, phone, signUp } from './support/browser.ts';
import { countOf, openPalette, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

describe('small things clients hit', () => {
  it('opening Mitra signed in asks for no conversation it never started (no 404 logged), yet a started one comes back after a reload', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    const historyAnswers: number[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('response', (response) => {
      if (/\/api\/chat\/[^/]+$/.test(new URL(response.url()).pathname)) historyAnswers.push(response.status());
    });
    await signUp(page, 'Farah Khan');
    await page.getByTestId('chat-open').click();
    await visible(page.getByTestId('chat-input'));
    await page.goto('/mitra');
    await visible(page.getByTestId('chat-input'));
    expect(historyAnswers).toEqual([]);
    expect(consoleErrors).toEqual([]);

    await page.getByTestId('chat-input').fill('find a dentist in Chennai');
    await page.getByTestId('chat-input').press('Enter');
    await countOf(page.getByTestId('chat-assistant')).toBe(1);
    await page.reload();
    await countOf(page.getByTestId('chat-user')).toBe(1);
    expect(historyAnswers).toEqual([200]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the user dashboard is reachable from the user menu and from the palette', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await signUp(page, 'Joseph Mathew');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await textOf(page.locator('h1')).toBe('Hello, Joseph Mathew');
    await page.goto('/home');
    await visible(page.locator('h1'));
    await openPalette(page);
    await page.getByRole('dialog').getByRole('option', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('provider cards in a grid row are of one height, their buttons on one line', async () => {
    const context = await app.visitor({ viewport: desktop });
    const page = await context.newPage();
    await page.goto('/providers');
    await countOf(page.getByTestId('provider-card')).toBe(12);
    const boxes = await page.getByTestId('provider-card').evaluateAll((cards) =>
      cards.map((card) => {
        const box = card.getBoundingClientRect();
        return { top: Math.round(box.top), height: Math.round(box.height) };
      }),
    );
    const rows = Map.groupBy(boxes, (box) => box.top);
    for (const row of rows.values()) expect(new Set(row.map((box) => box.height)).size).toBe(1);
    const buttonBottoms = await page
      .getByTestId('provider-card')
      .getByRole('link')
      .evaluateAll((links) => links.slice(0, 3).map((link) => Math.round(link.getBoundingClientRect().bottom)));
    expect(new Set(buttonBottoms).size).toBe(1);
    await context.close();
  });

  it('the sign-up page shows the promo card on a phone and takes a mobile number, kept on the profile', async () => {
    const context = await app.visitor({ viewport: phone });
    const page = await context.newPage();
    await page.goto('/signup');
    const promo = page.getByTestId('signup-promo');
    await visible(promo);
    await textOf(promo).toMatch(/Instant Access[\s\S]*Secure Login[\s\S]*Easy Access/);
    expect(
      await promo.getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)),
    ).toEqual(['/signup', '/signup']);

    await page.getByLabel('Full name').fill('Lakshmi Menon');
    await page.getByLabel('E-mail').fill(`lakshmi.${Date.now()}@example.in`);
    await page.getByLabel('Mobile number (optional)').fill('98401 23456');
    await page.getByLabel('Password').fill('Secret@12345');
    await page.getByTestId('signup-form').getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/home');
    const me = (await (await page.request.get('/api/me')).json()) as { profile: { contactPhone: string | null } };
    expect(me.profile.contactPhone).toBe('+919840123456');
    await context.close();
  });
});
