import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppInBrowser } from './support/harness.ts';
import { textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

/**
 * Stands in for the browser's speech recognition (headless Chromium has no microphone): `start()`
 * answers with `outcome` — a transcript, or an error — and then ends, as a single-shot recogniser does.
 * The languages it was started with are kept in `window.__voiceLanguages`.
 */
async function fakeRecognition(context: BrowserContext, outcome: { transcript: string } | { error: string } | 'none') {
  await context.addInitScript((given) => {
    const scope = window as unknown as Record<string, unknown>;
    delete scope.SpeechRecognition;
    delete scope.webkitSpeechRecognition;
    if (given === 'none') return;
    const result: { transcript: string } | { error: string } = given;
    const languages: string[] = [];
    scope.__voiceLanguages = languages;
    class FakeRecognition {
      lang = '';
      interimResults = true;
      maxAlternatives = 5;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        languages.push(this.lang);
        setTimeout(() => {
          if ('transcript' in result) this.onresult?.({ results: [[{ transcript: result.transcript }]] });
          else this.onerror?.({ error: result.error });
          this.onend?.();
        }, 50);
      }
    }
    scope.webkitSpeechRecognition = FakeRecognition;
  }, outcome);
}

/** The floating assistant, which visitors have too. */
async function openChat(page: Page) {
  await page.goto('/');
  await page.getByTestId('chat-open').click();
  await visible(page.getByTestId('chat-input'));
}

describe('voice input in the Mitra chat', () => {
  it('sends what the recogniser heard as the message, in the page language', async () => {
    const context = await app.visitor();
    await fakeRecognition(context, { transcript: 'find a dermatologist in Mumbai tomorrow' });
    const page = await context.newPage();
    await openChat(page);
    await page.getByRole('button', { name: 'Speak your message' }).click();
    await textOf(page.getByTestId('chat-user').last()).toBe('find a dermatologist in Mumbai tomorrow');
    await visible(page.getByTestId('chat-option'));
    expect(await page.evaluate(() => (window as unknown as { __voiceLanguages: string[] }).__voiceLanguages)).toEqual(['en-US']);
    await context.close();
  });

  it('says voice is not supported where the browser has no speech recognition', async () => {
    const context = await app.visitor();
    await fakeRecognition(context, 'none');
    const page = await context.newPage();
    await openChat(page);
    await page.getByRole('button', { name: 'Speak your message' }).click();
    await visible(page.getByText('Voice not supported'));
    await visible(page.getByText('Please try typing your message.'));
    await context.close();
  });

  it('says recognition failed when the recogniser reports an error, and sends nothing', async () => {
    const context = await app.visitor();
    await fakeRecognition(context, { error: 'no-speech' });
    const page = await context.newPage();
    await openChat(page);
    await page.getByRole('button', { name: 'Speak your message' }).click();
    await visible(page.getByText('Voice recognition failed'));
    expect(await page.getByTestId('chat-user').count()).toBe(0);
    // The button is usable again once the recogniser has ended.
    await expect.poll(() => page.getByRole('button', { name: 'Speak your message' }).isEnabled()).toBe(true);
    await context.close();
  });
});
