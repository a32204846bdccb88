import { parseArgs } from 'node:util';
import {
  normalizeSiteHost,
  SITE_LIMITS,
  SITE_TEMPLATE,
  SITE_TEMPLATES,
  siteHostProblem,
  siteMessage,
  type SiteTemplate,
} from '@plinth/contracts';

/** What `npm run site:create -- ...` asks for, checked. */
export interface SiteCreateOptions {
  title: string;
  /** Normalized, without repeats; the first is the site's address in what the command prints. */
  hosts: string[];
  template: SiteTemplate;
  /** The existing editor account to make the site's Administrator; null: the command chooses. */
  ownerEmail: string | null;
}

export type SiteCreateArgs =
  { kind: 'create'; options: SiteCreateOptions } | { kind: 'help' } | { kind: 'invalid'; problems: string[] };

export const SITE_CREATE_USAGE = `Usage: npm run site:create -- --host <host name> --title <title> [options]

Creates a site from a starting template, with its own pages, store and members.

  --host <name>         A host name the site answers on, like shop.example.com (no https:// or port).
                        Repeat it for more names (--host example.com --host www.example.com).
  --title <title>       The site's title.
  --template <name>     The starting template: ${SITE_TEMPLATES.join(', ')} (default ${SITE_TEMPLATE.blank}).
  --owner-email <email> An existing editor account to make the site's Administrator
                        (default: the PLINTH_ADMIN_EMAIL account, when it exists).
  --help                Show this help.`;

/** Reads the command's arguments (what follows `--`); never throws, every problem is listed. */
export function parseSiteCreateArgs(argv: readonly string[]): SiteCreateArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        host: { type: 'string', multiple: true },
        title: { type: 'string' },
        template: { type: 'string' },
        'owner-email': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    // parseArgs names the unknown option or the missing value.
    return { kind: 'invalid', problems: [error instanceof Error ? error.message : String(error)] };
  }
  if (values.help) return { kind: 'help' };

  const problems: string[] = [];
  const title = (values.title ?? '').trim();
  if (values.title === undefined) problems.push('--title is required.');
  else if (title === '') problems.push(siteMessage('titleRequired'));
  else if (title.length > SITE_LIMITS.titleMax) problems.push(siteMessage('titleTooLong'));

  const hosts = [...new Set((values.host ?? []).map(normalizeSiteHost))];
  if (hosts.length === 0) problems.push('--host is required.');
  if (hosts.length > SITE_LIMITS.hostsPerSite) {
    problems.push(`A site takes at most ${SITE_LIMITS.hostsPerSite} host names.`);
  }
  for (const host of hosts) {
    const problem = siteHostProblem(host);
    if (problem) problems.push(`--host ${host}: ${problem}`);
  }

  const template = values.template ?? SITE_TEMPLATE.blank;
  if (!isTemplate(template)) problems.push(siteMessage('templateUnknown'));

  const ownerEmail = values['owner-email']?.trim() ?? null;
  if (ownerEmail === '' || (ownerEmail !== null && !/^[^\s@]+@[^\s@]+$/.test(ownerEmail))) {
    problems.push(`--owner-email ${ownerEmail} is not an email address.`);
  }

  if (problems.length > 0 || !isTemplate(template)) return { kind: 'invalid', problems };
  return { kind: 'create', options: { title, hosts, template, ownerEmail } };
}

function isTemplate(value: string): value is SiteTemplate {
  return (SITE_TEMPLATES as readonly string[]).includes(value);
}
