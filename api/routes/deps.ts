import type { Input, MiddlewareHandler } from 'hono';
import type { Role } from '#db/schema/index.ts';
import type { Auth } from '../http/auth.ts';
import type { AppContext } from '../core/context.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { AttachToSession, UserRateLimit } from '../middleware/session.ts';
import type { RunAgentTurn } from '../services/messaging/agent-turn.ts';
import type { CatalogSearch } from '../services/catalog/search/catalog-search.ts';
import type { EventHub } from '../services/events/event-hub.ts';

/** What route factories receive from `createApp`. */
export type RouteDeps = {
  ctx: AppContext;
  auth: Auth;
  search: CatalogSearch;
  events: EventHub;
  /** Mitra for messaging channels (WhatsApp, SMS): one inbound text, one finished reply. */
  runAgentTurn: RunAgentTurn;
  /**
   * 401 when signed out; 403 when the role is not among `roles`; 429 past `limit`, a per-user
   * rate limit counted with the session lookup. Sets `c.var.user`, and `c.var.attached` with what
   * `attach` asked to read in the same statement.
   */
  requireUser: <I extends Input = Input>(
    roles?: readonly Role[],
    limit?: UserRateLimit,
    attach?: AttachToSession<I>,
  ) => MiddlewareHandler<AppEnv, string, I>;
  /** 401 without a correctly signed session cookie (no database); for routes that validate before `requireUser`. */
  requireSessionCookie: MiddlewareHandler<AppEnv>;
};
