import type { z } from 'zod';
import { CART_API } from '../cart-api';
import { EXPRESS_CHECKOUT } from '../express-checkout-api';
import { RESTOCK_API } from '../restock';
import { FORM_API } from '../form-fields';
import { SITE_USER_API } from '../site-user-paths';
import {
  addToCartResponseSchema,
  apiErrorSchema,
  cartResponseSchema,
  expressCartResponseSchema,
  restockSignUpAnswerSchema,
  formSubmissionAnswerSchema,
  formSubmissionKeyAnswerSchema,
  formValidateAnswerSchema,
  shoppingCartSchema,
  siteUserResponseSchema,
  siteUserSessionResponseSchema,
  stockResponseSchema,
} from '../schemas';

export interface AnswerContract {
  method: string;
  /** Matches the request path without its query. */
  path: RegExp;
  /** The success body the server sends. */
  schema: z.ZodType;
}

function exactly(path: string): RegExp {
  return new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** Paths whose errors follow the one error model; pages answer HTML. */
const JSON_API = /^\/(config\/)?api\//;

const ENTRY = `${CART_API.entries}/[^/]+`;

/**
 * The success answers browser code reads, by endpoint: what the server's routes send (the server's own
 * HTTP tests check the server side). The editor's owner endpoints are checked by `checkedAnswer` in the
 * editor itself, so they need no row here.
 */
export const ANSWER_CONTRACTS: readonly AnswerContract[] = [
  { method: 'GET', path: exactly(CART_API.cart), schema: shoppingCartSchema },
  { method: 'POST', path: exactly(CART_API.entries), schema: addToCartResponseSchema },
  { method: 'PUT', path: new RegExp(`^${ENTRY}/quantity$`), schema: cartResponseSchema },
  { method: 'DELETE', path: new RegExp(`^${ENTRY}$`), schema: cartResponseSchema },
  { method: 'GET', path: exactly(CART_API.stock('x').split('?')[0]!), schema: stockResponseSchema },
  { method: 'POST', path: exactly(EXPRESS_CHECKOUT.api), schema: expressCartResponseSchema },
  { method: 'POST', path: exactly(SITE_USER_API.session), schema: siteUserSessionResponseSchema },
  { method: 'POST', path: exactly(SITE_USER_API.account), schema: siteUserSessionResponseSchema },
  { method: 'GET', path: exactly(SITE_USER_API.account), schema: siteUserResponseSchema },
  { method: 'POST', path: exactly(SITE_USER_API.locale), schema: siteUserResponseSchema },
  { method: 'POST', path: exactly(RESTOCK_API.signUp), schema: restockSignUpAnswerSchema },
  // Site forms (issue 11): the submission protocol the form island calls.
  { method: 'POST', path: /^\/api\/rest\/forms\/validate\/[^/]+$/, schema: formValidateAnswerSchema },
  { method: 'POST', path: exactly(FORM_API.submissionKey), schema: formSubmissionKeyAnswerSchema },
  { method: 'POST', path: exactly(FORM_API.save), schema: formSubmissionAnswerSchema },
];

/**
 * Why the server could never send this answer, or null when it could: an error status of the JSON API
 * (/api/*, /config/api/*) must carry the one error model (apiErrorSchema), a success the endpoint's
 * contract when the table above has one.
 */
export function answerProblem(method: string, path: string, status: number, body: unknown): string | null {
  if (status === 204) return null;
  let schema: z.ZodType | undefined;
  if (status >= 400) schema = JSON_API.test(path) ? apiErrorSchema : undefined;
  else schema = ANSWER_CONTRACTS.find((c) => c.method === method && c.path.test(path))?.schema;
  if (!schema) return null;
  const result = schema.safeParse(body);
  if (result.success) return null;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
  return `The mocked ${status} answer of ${method} ${path} is not a shape the server sends:\n  ${issues.join('\n  ')}`;
}
