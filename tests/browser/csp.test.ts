import { describe, expect, it } from 'vitest';
import { useAppInBrowser } from './support/harness.ts';
import { cspViolations, signUp } from './support/browser.ts';
import { countOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

describe('the app under its Content-Security-Policy', () => {
  it('sends a strict policy with every page and works under it: browse, sign up, chat with Mitra', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    const answer = await page.goto('/');
    const policy = answer!.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    await visible(page.locator('h1'));
    // The theme set-up ran before the first paint (its hash is in the policy).
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.goto('/providers');
    await visible(page.getByTestId('provider-card').first());
    await signUp(page, 'Kiran Rao');
    await page.getByTestId('chat-open').click();
    const chat = page.getByTestId('chat-panel');
    await chat.getByTestId('chat-input').fill('I need a skin doctor in Mumbai tomorrow');
    await chat.getByTestId('chat-input').press('Enter');
    await visible(chat.getByTestId('chat-option').first());
    await countOf(chat.getByTestId('chat-user')).toBe(1);
  });

  it('refuses script the app did not ship: an injected inline script does not run', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await page.goto('/');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      const refused = new Promise<boolean>((resolve) => {
        document.addEventListener('securitypolicyviolation', () => resolve(true), { once: true });
        setTimeout(() => resolve(false), 2000);
      });
      document.body.append(script);
      await refused;
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    // This refusal was the point of the test; any other would still fail the file.
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    const refused = cspViolations.splice(0);
    expect(refused.every((line) => line.includes('inline script'))).toBe(true);
  });
});
