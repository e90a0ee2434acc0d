import type { Role } from '#db/schema/index.ts';

/** The signed-in caller, as every private route and agent tool sees it. */
export type CurrentUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  phoneNumber: string | null;
};

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
