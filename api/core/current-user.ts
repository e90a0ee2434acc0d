import type { Role } from '#db/schema/index.ts';

/** The signed-in caller, as every private route, service and agent tool sees it. */
export type CurrentUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  phoneNumber: string | null;
};
