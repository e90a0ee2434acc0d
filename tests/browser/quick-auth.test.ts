import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppInBrowser } from './support/harness.ts';
import { phone } from './support/browser.ts';
import { latestCode as latestOtp } from './support/otp.ts';
import { attributeOf, poll, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

const latestCode = (to: string) => latestOtp(app.logs(), to);

async function requestCode(page: Page, number: string) {
  await page.goto('/quickauth');
  await page.getByLabel('Mobile number').click();
  await page.keyboard.type(number, { delay: 20 });
  await page.keyboard.press('Enter');
  await textOf(page.locator('main')).toMatch('Enter the code we sent to');
}

describe('phone sign-in on /quickauth, as a person does it', () => {
  it('the code field starts empty and focused, offers one-time-code autofill and a numeric keyboard, and typing the code signs in', async () => {
    const context = await app.visitor({ viewport: phone });
    const page = await context.newPage();
    await requestCode(page, '98765 01234');
    const code = page.getByLabel('6-digit code');
    expect(await code.inputValue()).toBe('');
    await attributeOf(code, 'autocomplete').toBe('one-time-code');
    await attributeOf(code, 'inputmode').toBe('numeric');
    await poll(() => page.evaluate(() => document.activeElement?.id)).toBe('code');
    await poll(async () => latestCode('+919876501234')).toMatch(/^\d{6}$/);
    // Typed straight into the focused field, one key at a time, as a thumb would.
    await page.keyboard.type(latestCode('+919876501234'), { delay: 30 });
    expect(await code.inputValue()).toBe(latestCode('+919876501234'));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/home');
    await visible(page.getByTestId('user-menu'));
    await context.close();
  });

  it('a pasted code with spaces or words around it keeps only its digits and signs in', async () => {
    const context = await app.visitor({ viewport: phone });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await requestCode(page, '+91 98765 04321');
    await poll(async () => latestCode('+919876504321')).toMatch(/^\d{6}$/);
    const sent = latestCode('+919876504321');
    const pasted = `${sent.slice(0, 3)} ${sent.slice(3)}`;
    await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
    await page.getByLabel('6-digit code').focus();
    await page.keyboard.press('Control+V');
    expect(await page.getByLabel('6-digit code').inputValue()).toBe(sent);
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await page.waitForURL('**/home');
    await context.close();
  });

  it('a wrong code is refused with a message, and an incomplete one is never sent', async () => {
    const context = await app.visitor({ viewport: phone });
    const page = await context.newPage();
    await requestCode(page, '98765 05555');
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await visible(page.getByText('Enter all 6 digits of the code.'));
    const wrong = latestCode('+919876505555') === '123456' ? '654321' : '123456';
    await page.getByLabel('6-digit code').fill(wrong);
    await page.keyboard.press('Enter');
    await visible(page.getByText('The code is wrong or has expired.'));
    expect(page.url()).toMatch(/\/quickauth$/);
    await context.close();
  });
});
