import type { Page } from 'playwright-core';

/** The phone widths the layout must hold at: a small Android, an iPhone, a large phone. */
export const phoneWidths = [360, 390, 430] as const;

export const demoClient = { email: 'client@demo.bookmitra.in', password: 'Client@12345' };

/**
 * Signs in through the sign-in page, as a person would (in whatever language the page is in), and waits for
 * `landing`, or without one for the role's own page (anywhere but the sign-in page).
 */
export async function signIn(page: Page, account: { email: string; password: string } = demoClient, landing?: string) {
  await page.goto('/signin');
  await page.locator('#email').fill(account.email);
  await page.locator('#password').fill(account.password);
  await page.getByTestId('signin-form').locator('button[type="submit"]').click();
  await page.waitForURL(landing ?? ((url) => !url.pathname.startsWith('/signin')));
}

/**
 * What sticks out sideways: the page wider than the screen, or any element whose content is wider
 * than its box while spilling out visibly (a word running out of its tile, labels running together).
 * Deliberate horizontal scrollers (overflow-x auto/scroll) and clipping boxes are not counted.
 */
export async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const spilling = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      if (element.closest('[aria-hidden="true"], svg') || element.clientWidth === 0) return false;
      const style = getComputedStyle(element);
      return style.overflowX === 'visible' && style.display !== 'inline' && element.scrollWidth > element.clientWidth + 1;
    });
    // The innermost box that spills names the culprit; its ancestors spill only because of it.
    const innermost = spilling.filter((element) => !spilling.some((other) => other !== element && element.contains(other)));
    const found = innermost.map((element) => {
      const label = element.getAttribute('data-testid') ?? element.tagName.toLowerCase();
      return `${label} "${(element.innerText || '').split('\n')[0]?.slice(0, 30) ?? ''}": ${element.scrollWidth}px in ${element.clientWidth}px`;
    });
    const pageWidth = document.documentElement.scrollWidth;
    return pageWidth > width ? [`page: ${pageWidth}px on a ${width}px screen`, ...found] : found;
  });
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * The controls of the page (links, buttons, fields in <main>) that the floating Mitra button sits on,
 * at the top of the page and scrolled to the very end, the two places content cannot be moved from
 * under it. The part of a control behind the bottom bar is already covered by the bar and not counted.
 */
export async function controlsUnderMitraButton(page: Page) {
  const covered = new Set<string>();
  for (const position of ['top', 'end'] as const) {
    await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight), position);
    await page.waitForTimeout(100);
    const hits = await page.evaluate(() => {
      const button = document.querySelector('[data-testid="chat-open"]');
      if (!button) return ['no Mitra button on the page'];
      const mitra = button.getBoundingClientRect();
      const barTop = document.querySelector('nav[data-testid="bottom-bar"]')?.getBoundingClientRect().top ?? window.innerHeight;
      const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      return [...document.querySelectorAll<HTMLElement>('main a[href], main button, main input, main select, main textarea')].flatMap(
        (control) => {
          const box = control.getBoundingClientRect();
          const visibleBottom = Math.min(box.bottom, barTop, window.innerHeight);
          const visible = { x: box.x, y: box.y, width: box.width, height: visibleBottom - box.y };
          if (visible.height <= 0 || box.width === 0 || !overlaps(visible, mitra)) return [];
          return [`"${(control.innerText || control.getAttribute('aria-label') || control.tagName).trim().slice(0, 40)}"`];
        },
      );
    });
    for (const hit of hits) covered.add(`${hit} (${position})`);
  }
  return [...covered];
}
