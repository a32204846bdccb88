import { roleCan, SITE_ROLE, type Permission, type SiteRole } from '@plinth/contracts';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { findMemberRole } from '../modules/members';
import {
  findSignedInUser,
  notAMember,
  ownerSessionSecret,
  permissionDenied,
  signInRequired,
  type OwnerUser,
} from '../modules/owner-session';
import type { Site } from '../modules/sites';

/** Names the website an editor request acts on when it is not the one its Host names. */
export const WEBSITE_HEADER = 'x-website-id';

export interface OwnerContext {
  user: OwnerUser;
  /** The website the request acts on: X-Website-Id when sent, else the Host's site. */
  site: Site;
  role: SiteRole;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook for owner endpoints: the crumb on writes, then a signed-in member of the site whose
     * role allows `permission` (403 CRUMB_FAIL, 401 AUTH_REQUIRED, 403 AUTH_NOT_A_MEMBER /
     * AUTH_PERMISSION_DENIED). It runs before the body is read or any schema checked, so a refused
     * caller never learns what the route expects. Sets request.owner. Use it as `onRequest:`.
     */
    requirePermission(permission: Permission): onRequestAsyncHookHandler;
    /** onRequest hook that only needs a signed-in owner (any site); sets request.ownerUser. */
    requireOwner: onRequestAsyncHookHandler;
    /** Every route guarded by requirePermission, with its permission (the role matrix test reads it). */
    ownerRoutes: OwnerRoute[];
  }
  interface FastifyRequest {
    owner: OwnerContext;
    ownerUser: OwnerUser;
  }
}

export interface OwnerRoute {
  method: string;
  url: string;
  permission: Permission;
  /** Whether the route declares a body, params or query schema (the role matrix sends it bad input). */
  hasSchema: boolean;
}

const PERMISSION_TAG = Symbol('permission');
type TaggedHandler = onRequestAsyncHookHandler & { [PERMISSION_TAG]?: Permission };

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const ownerAuthPlugin = fp(async (app) => {
  app.decorateRequest('owner', null as never);
  app.decorateRequest('ownerUser', null as never);
  app.decorate('ownerRoutes', [] as OwnerRoute[]);
  app.addHook('onRoute', (route) => {
    const handlers = [route.onRequest].flat() as (TaggedHandler | undefined)[];
    const permission = handlers.find((h) => h?.[PERMISSION_TAG])?.[PERMISSION_TAG];
    if (!permission) {
      // A guard anywhere else would run after the schema, which would then answer refused callers.
      const late = [route.preValidation, route.preHandler].flat() as (TaggedHandler | undefined)[];
      if (late.some((h) => h?.[PERMISSION_TAG])) {
        throw new Error(`${route.url}: requirePermission must be an onRequest hook`);
      }
      return;
    }
    const hasSchema = Boolean(route.schema?.body ?? route.schema?.params ?? route.schema?.querystring);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.ownerRoutes.push({ method, url: route.url, permission, hasSchema });
    }
  });

  async function signedInUser(request: FastifyRequest): Promise<OwnerUser> {
    const secret = ownerSessionSecret(request);
    const user = secret ? await findSignedInUser(app.db, secret, app.config.ownerSessionIdleMs) : null;
    if (!user) throw signInRequired();
    return user;
  }

  /**
   * A path that names its website (/websites/{websiteId}/...) wins over the header and the Host; a GET
   * may name it in its query instead (`?websiteId=`): an address the editor loads without its headers,
   * the page preview in a frame or a new tab. This runs before the params and query schemas, so the raw
   * value is checked here with the same pattern.
   */
  async function targetSite(request: FastifyRequest): Promise<Site> {
    const params = request.params as Record<string, unknown> | undefined;
    const query =
      request.method === 'GET' ? (request.query as Record<string, unknown> | undefined) : undefined;
    const header =
      typeof params?.websiteId === 'string'
        ? params.websiteId
        : typeof query?.websiteId === 'string'
          ? query.websiteId
          : request.headers[WEBSITE_HEADER];
    if (typeof header !== 'string' || header === '' || header === request.site.id) return request.site;
    if (!/^[A-Za-z0-9]{1,32}$/.test(header)) throw notAMember();
    const site = await app.sites.byId(header);
    if (!site) throw notAMember();
    return site;
  }

  const requireOwner: onRequestAsyncHookHandler = async function requireOwner(request, reply) {
    if (WRITE_METHODS.has(request.method)) await app.verifyCrumb.call(app, request, reply);
    request.ownerUser = await signedInUser(request);
  };
  app.decorate('requireOwner', requireOwner);

  app.decorate('requirePermission', (permission: Permission): onRequestAsyncHookHandler => {
    const checkPermission: TaggedHandler = async function checkPermission(request, reply) {
      // The crumb first: a forged cross-site write learns nothing, not even whether a session exists.
      if (WRITE_METHODS.has(request.method)) await app.verifyCrumb.call(app, request, reply);
      const user = await signedInUser(request);
      const site = await targetSite(request);
      const memberRole = await findMemberRole(app.db.kysely, site.id, user.id);
      if (memberRole === null || memberRole === SITE_ROLE.NONE) throw notAMember();
      const role = memberRole as SiteRole;
      if (!roleCan(role, permission)) throw permissionDenied(role, permission);
      request.ownerUser = user;
      request.owner = { user, site, role };
    };
    checkPermission[PERMISSION_TAG] = permission;
    return checkPermission;
  });
});
