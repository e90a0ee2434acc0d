import * as z from 'zod/mini';
import { categoryIds, type CategoryId } from './api-types.ts';

/**
 * Search-param readers. The route table loads with the landing page, so the schemas use zod's mini
 * build (functions, not methods: what is unused is left out of the bundle).
 */
export function optionalString(value: unknown, max = 200): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().slice(0, max);
  return trimmed === '' ? undefined : trimmed;
}

export function optionalPage(value: unknown): number | undefined {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page < 100_000 ? page : undefined;
}

/**
 * A path of this site: one leading slash, then no second slash or backslash right after it (browsers
 * read "//host" and "/\\host" as another host), and no backslash or white space anywhere (browsers drop
 * tabs and line breaks from a URL, so "/<tab>/host" would become "//host"). The app's own links are
 * percent-encoded, so they never hold either.
 */
const sameSitePath = z.string().check(z.maxLength(500), z.regex(/^\/(?![/\\])[^\\\s]*$/));

/** Only same-site paths may be a redirect target after sign-in (no open redirect). */
export function safeRedirect(value: unknown): string | undefined {
  const parsed = sameSitePath.safeParse(typeof value === 'string' ? value.trim() : value);
  return parsed.success ? parsed.data : undefined;
}

/** The sign-in, sign-up and phone sign-in pages' search: where to go back to. */
export type RedirectSearch = { redirect?: string };

export function readRedirectSearch(search: Record<string, unknown>): RedirectSearch {
  return { redirect: safeRedirect(search.redirect) };
}

/**
 * A booking in progress, kept in the provider page's URL so that a reload, sign-in and sign-up keep it:
 * the service, the slot's IST day and time, and `confirm` once "Book" was pressed (the confirm step).
 * Day and time rather than a slot id: they read well in a shared link and survive the provider
 * regenerating their slots. They are kept as bounded text here and read by `readSlotChoice`, so that
 * an unreadable one can be named on the page instead of silently dropped.
 */
export type BookingSearch = { service?: string; day?: string; time?: string; confirm?: boolean };

const uuid = z.uuid();
const boundedText = z.string().check(z.maxLength(40));

function valueOf<T>(schema: z.ZodMiniType<T>, value: unknown): T | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export function readBookingSearch(search: Record<string, unknown>): BookingSearch {
  return {
    service: valueOf(uuid, search.service),
    day: valueOf(boundedText, search.day),
    time: valueOf(boundedText, search.time),
    confirm: search.confirm === true || search.confirm === 'true' ? true : undefined,
  };
}

const slotChoiceSchema = z.object({
  day: z.iso.date(),
  time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
});

/** The chosen slot of a booking search: none, one that cannot be read (a hostile or broken link), or its IST day and time. */
export type SlotChoice = { kind: 'none' } | { kind: 'unreadable' } | { kind: 'chosen'; day: string; time: string };

export function readSlotChoice({ day, time }: Pick<BookingSearch, 'day' | 'time'>): SlotChoice {
  if (day === undefined && time === undefined) return { kind: 'none' };
  const parsed = slotChoiceSchema.safeParse({ day, time });
  return parsed.success ? { kind: 'chosen', ...parsed.data } : { kind: 'unreadable' };
}

/** The catalogue pages' search (/providers, /services): text, category, city and page. */
export type CatalogSearch = { q?: string; category?: CategoryId; city?: string; page?: number };

export function readCatalogSearch(search: Record<string, unknown>): CatalogSearch {
  const category = optionalString(search.category);
  return {
    q: optionalString(search.q),
    category: categoryIds.find((id) => id === category),
    city: optionalString(search.city, 80),
    page: optionalPage(search.page),
  };
}

/** /home's search: `notFor` names the role a page the visitor was sent away from is for (issue 24). */
export type HomeSearch = { notFor?: 'provider' };

export function readHomeSearch(search: Record<string, unknown>): HomeSearch {
  return { notFor: search.notFor === 'provider' ? 'provider' : undefined };
}

/** /admin/users' search: `tab=requests` opens the role requests (the dashboard's "Role requests to decide" links there). */
export type UsersSearch = { tab?: 'users' | 'requests' };

export function readUsersSearch(search: Record<string, unknown>): UsersSearch {
  return { tab: search.tab === 'requests' || search.tab === 'users' ? search.tab : undefined };
}
