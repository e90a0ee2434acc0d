import { tool } from 'ai';
import { joinWaitlist } from '#api/services/waitlist/waitlist.ts';
import type { AgentSession } from '../session/session.ts';
import { isUuid } from './confirmation.ts';
import { toolInputSchemas } from './schemas.ts';
import { expected, failure, isFailure, signInRequired } from './tool-result.ts';

/**
 * join_waitlist (issue 26.2): puts the caller on a provider's waitlist for a day, or part of it, that
 * has nothing free. A freed slot is then held for them and offered in-app and on WhatsApp/SMS.
 */
export function joinWaitlistTool(session: AgentSession) {
  return tool({
    description:
      "Put the signed-in user on a provider's waitlist for an IST day (YYYY-MM-DD), optionally a part of it, when find_slots found nothing free then. A slot that frees up is held for them for 15 minutes and offered.",
    inputSchema: toolInputSchemas.joinWaitlist,
    execute: async ({ providerId, date, partOfDay }) => {
      if (!session.user) return signInRequired();
      if (!isUuid(providerId)) return failure('not_found', 'No such provider.');
      const joined = await expected(() =>
        joinWaitlist(session.ctx, session.user!, { providerId, date, partOfDay: partOfDay ?? null, channel: session.channel }),
      );
      if (isFailure(joined)) return joined;
      return { ok: true as const, waitlistEntryId: joined.id, providerId, date, partOfDay: partOfDay ?? null };
    },
  });
}
