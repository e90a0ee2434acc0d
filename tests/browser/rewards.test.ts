import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { phone, screenshots, signUp } from './support/browser.ts';
import { useAppInBrowser } from './support/harness.ts';
import { textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

describe('rewards and benefits', () => {
  it("shows a new client's points and code, takes a friend's code, and shows the welcome bonus waiting for the first appointment", async () => {
    const friendContext = await app.visitor();
    const friendPage = await friendContext.newPage();
    await signUp(friendPage, 'Farhan Qureshi');
    await friendPage.goto('/rewards');
    const code = (await friendPage.getByTestId('referral-code').innerText()).trim();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const share = await friendPage.getByTestId('referral-share').getAttribute('href');
    expect(decodeURIComponent(share!)).toContain(code);
    await friendContext.close();

    const context = await app.visitor({ viewport: phone });
    const page = await context.newPage();
    await signUp(page, 'Nandini Rao');
    await page.goto('/rewards');
    await textOf(page.getByTestId('reward-balance')).toBe('0');
    await textOf(page.getByTestId('reward-level')).toBe('Bronze member');
    expect(await page.getByTestId('redeem').isDisabled()).toBe(true);
    await textOf(page.getByTestId('redeem-blocked')).toBe('500 more points to redeem.');
    await page.waitForTimeout(300);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Referral code').fill(code.toLowerCase());
    await page.getByTestId('referral-form').getByRole('button', { name: 'Apply' }).click();
    await visible(page.getByText('Code applied: your welcome bonus counts after your first appointment'));
    // Referral points wait for the new client's first attended appointment.
    await textOf(page.getByTestId('reward-balance')).toBe('0');
    await textOf(page.getByTestId('reward-activity')).toMatch('Welcome bonus');
    await textOf(page.getByTestId('reward-pending')).toMatch('Counts after the first appointment');
    // One code per client: the form is gone.
    expect(await page.getByTestId('referral-form').count()).toBe(0);
    await screenshots(page, 'rewards');
    await context.close();
  });

  it('reads in Tamil, and switches to Hindi in place', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await signUp(page, 'Karthik Subramanian');
    await page.evaluate(() => localStorage.setItem('lang', 'ta'));
    await page.goto('/rewards');
    await textOf(page.locator('h1')).toBe('வெகுமதிகள் & பலன்கள்');
    await textOf(page.getByTestId('reward-level')).toBe('வெண்கலம் உறுப்பினர்');
    // Switching language on the page also brings the page's own strings in the new language.
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitemradio', { name: 'हिन्दी' }).click();
    await textOf(page.locator('h1')).toBe('रिवॉर्ड और लाभ');
    await textOf(page.getByTestId('reward-level')).toBe('ब्रॉन्ज़ सदस्य');
    await context.close();
  });
});
