import { tool } from 'ai';
import { getQuota } from '#api/services/bookings/quota.ts';
import type { AgentSession } from '../session/session.ts';
import { toolInputSchemas } from './schemas.ts';
import { signInRequired } from './tool-result.ts';

/** check_quota: the caller's free bookings left (unlimited on paid plans). */
export function checkQuotaTool(session: AgentSession) {
  return tool({
    description: "The signed-in user's booking quota: free bookings used, the limit and what remains (paid plans are unlimited).",
    inputSchema: toolInputSchemas.checkQuota,
    execute: async () => {
      if (!session.user) return signInRequired();
      return { ok: true as const, ...(await getQuota(session.ctx, session.user.id)) };
    },
  });
}
