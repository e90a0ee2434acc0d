/**
 * Page titles and descriptions (spec §9 SEO helper): ideal lengths, the A/B title variant kept
 * for the session, throttled updates, and the `seo_score` / `page_view` analytics events when
 * the page has an analytics function (spec §7).
 */

export const seoLimits = {
  title: { min: 50, max: 60 },
  description: { min: 150, max: 160 },
} as const;

type Limits = { min: number; max: number };

/** Spec §9: updates at most once a second, ten times a second while the page's data comes in. */
export const seoThrottleMs = { static: 1000, dynamic: 100 } as const;

export type SeoVariant = 'A' | 'B';
export const seoVariantKey = 'seo_variant';

/** Half the visitors get variant B; the draw is kept for the session so titles do not flip. */
export function seoVariant(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = sessionStorageOrNothing(),
  random = Math.random,
): SeoVariant {
  const stored = storage?.getItem(seoVariantKey);
  if (stored === 'A' || stored === 'B') return stored;
  const drawn: SeoVariant = random() < 0.5 ? 'A' : 'B';
  storage?.setItem(seoVariantKey, drawn);
  return drawn;
}

function sessionStorageOrNothing() {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage (some private modes): a fresh draw per page load is the best left.
    return undefined;
  }
}

/** 100 within the ideal range, 5 points less for each character outside it, never below 0. */
export function lengthScore(text: string, { min, max }: Limits) {
  const length = [...text].length;
  const distance = length < min ? min - length : Math.max(0, length - max);
  return Math.max(0, 100 - distance * 5);
}

/** Cuts a text longer than `max` characters at the last word that fits, with an ellipsis. */
export function fitText(text: string, max: number) {
  const characters = [...text];
  if (characters.length <= max) return text;
  const cut = characters.slice(0, max - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:|—-]+$/u, '')}…`;
}

export type PageSeo = {
  /** The kind of page, reported as `page_type` (landing, providers, provider …). */
  type: string;
  title: string;
  description: string;
  /** The page's text depends on data still loading: updates follow it faster. */
  dynamic: boolean;
};

/** Variant B: a star before the title, a tick and the call to action around the description. */
export function applyVariant(page: PageSeo, variant: SeoVariant, callToAction: string): PageSeo {
  if (variant === 'A') return page;
  return { ...page, title: `★ ${page.title}`, description: `✓ ${page.description} ${callToAction}` };
}

type Analytics = (command: 'event', name: string, params: Record<string, string | number>) => void;

/** The page's analytics function (gtag), when a site owner added one; nothing is sent otherwise. */
function analyticsFunction(): Analytics | undefined {
  const candidate: unknown = (window as Window & { gtag?: unknown }).gtag;
  return typeof candidate === 'function' ? (candidate as Analytics) : undefined;
}

/** Sets `<meta name|property=… content=…>`, adding the tag when the page has none yet. */
function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
}

function writeHead(page: PageSeo) {
  document.title = page.title;
  setMeta('name', 'description', page.description);
  setMeta('property', 'og:title', page.title);
  setMeta('property', 'og:description', page.description);
}

/**
 * Writes a page's title and description into the document head, at most once per throttle
 * window (the last call wins), and reports the page view and its SEO score to the page's
 * analytics function, if any: `page_view` once per path, `seo_score` for each text applied.
 */
export function createSeoUpdater(now = () => Date.now()) {
  let lastWrite = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: PageSeo | undefined;
  let reportedPath: string | undefined;
  let written: string | undefined;

  const flush = () => {
    timer = undefined;
    const page = pending;
    pending = undefined;
    if (!page) return;
    lastWrite = now();
    const key = `${location.pathname}\n${page.title}\n${page.description}`;
    if (key === written) return;
    written = key;
    writeHead(page);
    const analytics = analyticsFunction();
    if (!analytics) return;
    if (reportedPath !== location.pathname) {
      reportedPath = location.pathname;
      analytics('event', 'page_view', { page_type: page.type, page_location: location.href, page_path: location.pathname });
    }
    analytics('event', 'seo_score', {
      title_score: lengthScore(page.title, seoLimits.title),
      description_score: lengthScore(page.description, seoLimits.description),
      page_url: location.href,
    });
  };

  return {
    update(page: PageSeo) {
      pending = page;
      if (timer) return;
      const wait = lastWrite + (page.dynamic ? seoThrottleMs.dynamic : seoThrottleMs.static) - now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    dispose() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
