import { roleRequests, type Role } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError, pgErrorOf } from '../../core/errors.ts';
import type { CurrentUser } from '../../core/current-user.ts';

export type RoleRequestView = {
  id: string;
  newRole: Exclude<Role, 'user'>;
  reason: string;
  status: (typeof roleRequests.status.enumValues)[number];
  createdAt: string;
};

/**
 * Files a request to switch role (spec request_role_switch); an admin decides later.
 * Asking for the role you have is a 400; a second pending request is a 409 `conflict`
 * (a partial unique index keeps it to one, even under concurrent requests).
 */
export async function createRoleRequest(
  ctx: AppContext,
  caller: CurrentUser,
  input: { newRole: Exclude<Role, 'user'>; reason: string },
): Promise<RoleRequestView> {
  if (input.newRole === caller.role) {
    throw new AppError('invalid_request', {
      message: `You already have the role ${caller.role}.`,
      issues: [{ path: 'newRole', message: 'Current role' }],
    });
  }
  try {
    const [row] = await ctx.db
      .insert(roleRequests)
      .values({ userId: caller.id, newRole: input.newRole, reason: input.reason.trim(), createdAt: ctx.now() })
      .returning();
    if (!row) throw new Error('insert into role_requests returned no row');
    // The column is text; the role stored is the one just validated.
    return { id: row.id, newRole: input.newRole, reason: row.reason, status: row.status, createdAt: row.createdAt.toISOString() };
  } catch (error) {
    if (pgErrorOf(error)?.code === '23505') {
      throw new AppError('conflict', { message: 'You already have a pending role request.', cause: error });
    }
    throw error;
  }
}
