/**
 * The client's city for Mitra: named in the conversation, else the profile's. A city the client
 * names is remembered on a profile that has none, so the next conversation starts from it.
 */
import type { AgentState } from '../session/state.ts';
import type { AppContext } from '#api/core/context.ts';
import { profileCity, rememberCity } from '#api/services/accounts/profiles.ts';

/** Before a turn: the profile's city is read once per conversation; a city named since is saved once. */
export async function syncClientCity(ctx: Pick<AppContext, 'db' | 'now'>, userId: string | undefined, state: AgentState): Promise<void> {
  if (!userId || state.profileCity === 'saved') return;
  if (state.profileCity === 'unread') {
    const city = await profileCity(ctx, userId);
    // No profile row yet (created on first use elsewhere): look again next turn.
    if (city === undefined) return;
    state.profileCity = city ? 'saved' : 'missing';
    if (city && !state.clientCity) {
      state.clientCity = city;
      state.request = { ...state.request, city: state.request.city ?? city };
    }
  }
  if (state.profileCity === 'missing' && state.clientCity) {
    await rememberCity(ctx, userId, state.clientCity);
    state.profileCity = 'saved';
  }
}
