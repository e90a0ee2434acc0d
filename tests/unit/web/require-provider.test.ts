import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requireProvider } from '../../../web/src/features/provider/require-provider.ts';
import { sessionQuery, type SessionUser } from '../../../web/src/lib/session.ts';

const applicant: SessionUser = { id: 'u1', email: 'meera@example.in', name: 'Meera Iyer', role: 'user' };

/** The session endpoint as the server answers it now (the role is read from the database on every request). */
function serverSays(role: string) {
  const fetch = vi.fn(async () => Response.json({ session: { id: 's1' }, user: { ...applicant, role } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function redirected(run: Promise<unknown>) {
  try {
    await run;
    return false;
  } catch (thrown) {
    if (isRedirect(thrown)) return true;
    throw thrown;
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('the provider pages guard', () => {
  it('lets an applicant approved since the page loaded in, without signing in again (the cached session still says client)', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionQuery.queryKey, applicant);
    const fetch = serverSays('provider');
    expect(await redirected(requireProvider(queryClient, applicant))).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    // The header and menus read the same cache: they show the provider's pages from now on.
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toMatchObject({ role: 'provider' });
  });

  it('sends a client home after asking the server once', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionQuery.queryKey, applicant);
    const fetch = serverSays('user');
    expect(await redirected(requireProvider(queryClient, applicant))).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when the cached session already says provider', async () => {
    const fetch = serverSays('provider');
    expect(await redirected(requireProvider(new QueryClient(), { ...applicant, role: 'provider' }))).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
