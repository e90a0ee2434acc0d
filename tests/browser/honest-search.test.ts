import { describe, expect, it } from 'vitest';
import { useAppInBrowser } from './support/harness.ts';
import { screenshots } from './support/browser.ts';
import { horizontalOverflow } from './support/layout.ts';
import { countOf, live, openPalette, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

type Card = { name: string };
type Page = { items: Card[]; alternatives?: { reason: string; items: Card[] }[] };

// The demo has no dentist in Chennai, but doctors of other kinds there and dentists elsewhere.
describe('honest search at 360 px', () => {
  it('"dentist in Chennai" says there are none, labels the alternatives, and Enter in the palette opens none of them', async () => {
    const context = await app.visitor({ viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    const answer = (await (await page.request.get('/api/providers?q=dentist%20in%20Chennai')).json()) as Page;
    expect(answer.items).toEqual([]);
    const offered = (answer.alternatives ?? []).flatMap((group) => group.items.map((card) => card.name));
    expect(offered.length).toBeGreaterThan(0);

    await page.goto('/providers?q=dentist%20in%20Chennai');
    await live(page);
    await visible(page.getByRole('heading', { name: 'No dentists in Chennai' }));
    await textOf(page.getByTestId('alternatives-other_city')).toMatch('Not a match');
    await textOf(page.getByTestId('alternatives-other_specialty')).toMatch('Other providers in Chennai, not dentists');
    await countOf(page.getByText(/^\d+ providers?$/)).toBe(0);
    expect(await horizontalOverflow(page)).toEqual([]);
    await screenshots(page, 'honest-search-providers');

    await openPalette(page);
    await page.getByTestId('palette-input').fill('dentist in Chennai');
    await visible(page.getByRole('dialog').getByText('Nothing matches “dentist in Chennai”.'));
    await visible(page.getByTestId('palette-other_city'));
    await countOf(
      page.getByRole('dialog').getByRole('option', { name: new RegExp(offered[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
    ).toBe(0);
    await screenshots(page, 'honest-search-palette');
    const before = page.url();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(500);
    const after = decodeURIComponent(page.url());
    expect(offered.some((name) => after.includes(name))).toBe(false);
    expect(after === decodeURIComponent(before) || !after.includes('/providers')).toBe(true);
    await context.close();
  });
});
