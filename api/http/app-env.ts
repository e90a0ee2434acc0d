import type { CurrentUser } from '../core/current-user.ts';

export type AppEnv = {
  Variables: {
    requestId: string;
    user: CurrentUser;
    /** The chat's caller, resolved before the body: a signed-in user, or null for a visitor. */
    caller: CurrentUser | null;
    /** What the route asked to read with the session (`requireUser`'s `attach`), as that row's columns. */
    attached?: Record<string, unknown>;
  };
};
