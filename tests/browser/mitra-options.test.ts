/**
 * Issue 11 point 17: Mitra's options are listed once (cards, not text + card + chip), the chips
 * left are other actions, dates and times read as people write them in the chat's language,
 * and the provider's city and area are on every card and on the proposal.
 */
import { describe, expect, it } from 'vitest';
import { useAppInBrowser } from './support/harness.ts';
import { signUp } from './support/browser.ts';
import { countOf, poll, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

describe('Mitra lists each option once, saying where and when', () => {
  it("cards without repeated text lines or chips, with area and city, and a proposal in the chat's words", async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await signUp(page, 'Meena Iyer');
    await page.goto('/mitra');
    const input = page.getByTestId('chat-input');
    await visible(input);
    await input.fill('plumber in Delhi tomorrow morning');
    await input.press('Enter');
    const cards = page.getByTestId('chat-option');
    await visible(cards.first());

    const reply = page.getByTestId('chat-assistant').last();
    // The text keeps its header and question; the numbered lines are the cards.
    await poll(async () => /^\s*\d+\.\s/m.test(await reply.innerText())).toBe(true);
    const bubbles = await reply.locator('p').allInnerTexts();
    expect(bubbles.some((text) => /^\s*\d+\.\s/m.test(text))).toBe(false);
    const cardTexts = await cards.allInnerTexts();
    expect(new Set(cardTexts).size).toBe(cardTexts.length);
    for (const text of cardTexts) {
      expect(text).toMatch(/Delhi/);
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
    // No chip repeats a card: what is left are other actions ("Another day").
    const chips = await reply.locator('div.flex-wrap button').allInnerTexts();
    expect(chips).toEqual(['Another day']);

    await cards.first().click();
    const proposal = page.getByTestId('chat-proposal');
    await visible(proposal);
    await textOf(page.getByTestId('chat-proposal-place')).toMatch(/, Delhi$/);
    expect(await proposal.innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}|IST/);
    await countOf(page.getByTestId('chat-confirm')).toBe(1);
    await context.close();
  });
});
