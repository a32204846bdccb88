import { AppError } from '../../app-error';

/** No storefront page at this address: the error handler shows the site's 404 page. */
export function pageNotFound(): AppError {
  return new AppError('not_found', 'PAGE_NOT_FOUND', 'Page not found');
}

/** An unknown API path, or a request for no known site: a plain JSON 404. */
export function routeNotFound(): AppError {
  return new AppError('not_found', 'NOT_FOUND', 'Not found');
}
