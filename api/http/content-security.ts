import { createHash } from 'node:crypto';

const inlineScript = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP hash source of each inline script of a page (the theme set-up that runs before the first paint). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(inlineScript)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/**
 * The Content-Security-Policy of one of the app's HTML pages: scripts only from the app's origin
 * (and the page's own inline scripts, by hash), nothing may frame the app, no plugins. Styles may
 * be inline (prerendered markup carries style attributes); images may come from https (avatars).
 */
export function pagePolicy(html: string): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...inlineScriptHashes(html)].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Downloaded user files (health records) are shown, never run: no scripts, no requests, a sandbox. */
export const userFilePolicy = "default-src 'none'; sandbox";
