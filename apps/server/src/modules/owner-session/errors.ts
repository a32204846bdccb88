import { SITE_ROLE_LABEL, type Permission, type SiteRole } from '@plinth/contracts';
import { AppError } from '../../app-error';

/** The same words for an unknown email and a wrong password, so the answer never says which exist. */

export function badCredentials(): AppError {
  return new AppError(
    'unauthorized',
    'AUTH_BAD_CREDENTIALS',
    'That email and password do not match an account.',
  );
}

export function signInRequired(): AppError {
  return new AppError('unauthorized', 'AUTH_REQUIRED', 'Sign in to continue.');
}

export function tooManySignIns(retryAfterMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError(
    'rate_limited',
    'AUTH_TOO_MANY_ATTEMPTS',
    `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfter: Math.ceil(retryAfterMs / 1000) },
  );
}

export function notAMember(): AppError {
  return new AppError('forbidden', 'AUTH_NOT_A_MEMBER', 'Your account has no access to this site.');
}

/** What an area is called in a refusal: "changing site settings". */
const AREA_WORDS: Record<string, string> = {
  content: 'pages and navigation',
  store: 'products and store settings',
  orders: 'orders',
  inventory: 'inventory',
  forms: 'forms and submissions',
  restock: 'restock sign-ups',
  analytics: 'analytics',
  settings: 'site settings',
  billing: 'billing',
  members: 'site members',
  comments: 'comments',
  scheduling: 'scheduling',
  campaigns: 'email campaigns',
};

export function permissionDenied(role: SiteRole, permission: Permission): AppError {
  const [area = '', level = ''] = permission.split('.');
  const verb = level === 'view' ? 'viewing' : 'changing';
  const what = AREA_WORDS[area] ?? area;
  return new AppError(
    'forbidden',
    'AUTH_PERMISSION_DENIED',
    `Your role (${SITE_ROLE_LABEL[role]}) does not allow ${verb} ${what}. Ask a site administrator for access.`,
    { permission },
  );
}
