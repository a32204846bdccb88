import type { FastifyRequest } from 'fastify';
import type { CatalogApp } from '../catalog';
import { requestOrigin } from '../seo';
import type { NavigationCache } from '../navigation';
import type { Visitor } from '../site-users';
import type { PageCache } from './page-render';
import { chosenLanguage, LANGUAGE_COOKIE } from './language-choice';
import type { PageTarget } from './page-shell';

/** What page loaders read from the app: the database and the storefront's caches (request.server has them). */
export interface PageApp extends CatalogApp {
  navigationCache: NavigationCache;
  pageCache: PageCache;
}

/** Where a loader reports what it recovered from (a request's logger, so lines keep its id). */
export interface PageLog {
  warn(details: object, message: string): void;
}

/**
 * One request for a page as plain values: which page of which site, who is asking (request.visitor)
 * and where to log. Loaders take this rather than the Fastify request, so they run without Fastify.
 */
export interface PageVisit extends PageTarget {
  visitor: Visitor;
  log: PageLog;
  /**
   * The app's clock (ms; the one jobs, subscriptions and scheduled pages use): which pages are live,
   * so which links the menus show, and until when a cached page holds. Date.now() when absent.
   */
  nowMs?: number;
  /** The client's address (request.ip): what checkout's card-testing limits count (decision 0061). */
  clientAddress?: string;
}

/** The visit's clock, or the wall clock for a visit built without one (tests of plain loaders). */
export function visitNow(visit: Pick<PageVisit, 'nowMs'>): number {
  return visit.nowMs ?? Date.now();
}

/** The route's side of the boundary: the plain values a page loader needs from a request. */
export function pageVisitOf(request: FastifyRequest): PageVisit {
  return {
    site: request.site,
    path: request.url.split('?')[0] ?? '/',
    hostname: request.hostname,
    origin: requestOrigin(request),
    language: chosenLanguage(request.site, request.cookies[LANGUAGE_COOKIE]),
    visitor: request.visitor,
    log: request.log,
    nowMs: request.server.jobs.queue.now(),
    clientAddress: request.ip,
  };
}
