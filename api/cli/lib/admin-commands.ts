/**
 * The commands of `npm run admin -- <command>`: operator actions that need the server (its
 * environment and database), not the web. Kept apart from the entry script so tests run them on
 * a test database.
 */
import type { AppContext } from '../../core/context.ts';
import { clearAllowlist } from '../../services/admin/allowlist-recovery.ts';
import { listIpRules } from '../../services/admin/ip-allowlist.ts';

export type AdminCommandContext = Pick<AppContext, 'db' | 'now'>;

const usage = [
  'Usage: npm run admin -- <command>',
  '',
  'Commands:',
  '  allowlist:list    Show the admin IP allowlist.',
  '  allowlist:clear   Deactivate every allowlist entry, so admins can sign in from any address again',
  '                    (the way back when the allowlist shuts every admin out). Entries are kept, inactive.',
];

type Command = (ctx: AdminCommandContext, print: (line: string) => void) => Promise<number>;

const commands: Record<string, Command> = {
  'allowlist:list': async (ctx, print) => {
    const rules = await listIpRules(ctx);
    if (rules.length === 0) print('The admin IP allowlist is empty: admins may sign in from any address.');
    for (const rule of rules) print(`  ${rule.isActive ? 'active  ' : 'inactive'}  ${describeRule(rule)}`);
    return 0;
  },
  'allowlist:clear': async (ctx, print) => {
    const cleared = await clearAllowlist(ctx);
    if (cleared.length === 0) {
      print('No active allowlist entry: admins may already sign in from any address. Nothing changed.');
      return 0;
    }
    print(`Deactivated ${cleared.length} allowlist ${cleared.length === 1 ? 'entry' : 'entries'}:`);
    for (const rule of cleared) print(`  ${describeRule(rule)}`);
    print('Admins may sign in from any address again. Review the list on the IP Security page and switch entries back on there.');
    return 0;
  },
};

function describeRule(rule: { ipAddress: string; ipRange: string | null; description: string | null }): string {
  return [rule.ipAddress, rule.ipRange && `(${rule.ipRange})`, rule.description && `— ${rule.description}`].filter(Boolean).join(' ');
}

/** Runs one admin command; returns the process exit code (2 with the usage for an unknown command). */
export async function runAdminCommand(ctx: AdminCommandContext, args: readonly string[], print: (line: string) => void): Promise<number> {
  const [name, ...rest] = args;
  const command = name === undefined ? undefined : commands[name];
  if (!command || rest.length > 0) {
    if (name !== undefined && name !== 'help' && name !== '--help') print(`Unknown command: ${args.join(' ')}`);
    for (const line of usage) print(line);
    return name === 'help' || name === '--help' ? 0 : 2;
  }
  return command(ctx, print);
}
