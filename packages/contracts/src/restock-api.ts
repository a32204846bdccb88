import { z } from 'zod';
import { CAPTCHA_TOKEN_MAX_LENGTH } from './captcha';
import { RESTOCK_LIMITS, RESTOCK_SIGN_UP_STATUSES } from './restock';

/** Restock notifications' request and answer schemas (paths in restock.ts; docs/restock.md). */

const id = z.string().min(1).max(64);
const cursor = z
  .string()
  .max(RESTOCK_LIMITS.cursorMax)
  .regex(/^[A-Za-z0-9_-]+$/)
  .optional();

/**
 * Seed 000's sign-up payload. The email is checked with the restock rule ("Email cannot be blank",
 * "Email is invalid": @plinth/commerce validateRestockEmail) by the route, so its messages are the spec's.
 */
export const restockSignUpRequestSchema = z
  .object({
    productId: id,
    variantId: id,
    siteVisitorEmail: z.string().max(1000),
    isJoinMailingList: z.boolean().default(false),
    captchaToken: z.string().max(CAPTCHA_TOKEN_MAX_LENGTH).optional(),
    recaptchaEnterpriseV3Token: z.string().max(CAPTCHA_TOKEN_MAX_LENGTH).optional(),
    language: z.string().max(RESTOCK_LIMITS.languageMax).optional(),
  })
  .strict();
export type RestockSignUpRequest = z.input<typeof restockSignUpRequestSchema>;

export const restockSignUpAnswerSchema = z.object({ ok: z.literal(true) });
export type RestockSignUpAnswer = z.infer<typeof restockSignUpAnswerSchema>;

export const restockGroupsQuerySchema = z.object({ cursor }).strict();

/** One product variant with sign-ups waiting (the owner's panel lists these). */
export const restockGroupSchema = z.object({
  productId: z.string(),
  variantId: z.string(),
  productName: z.string(),
  /** "Navy / L"; '' for a product without options. */
  variantLabel: z.string(),
  sku: z.string(),
  waiting: z.number().int().min(0),
  /** Stock now: a send is worth it only when this is above 0 or unlimited. */
  unlimited: z.boolean(),
  qtyInStock: z.number().int().min(0),
});
export type RestockGroup = z.infer<typeof restockGroupSchema>;

export const restockGroupsAnswerSchema = z.object({
  signUpGroups: z.array(restockGroupSchema),
  hasNextPage: z.boolean(),
  nextPageCursor: z.string().nullable(),
});
export type RestockGroupsAnswer = z.infer<typeof restockGroupsAnswerSchema>;

export const restockSignUpsQuerySchema = z.object({ productId: id, variantId: id, cursor }).strict();

export const restockSignUpSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(RESTOCK_SIGN_UP_STATUSES),
  joinedMailingList: z.boolean(),
  createdAt: z.string(),
  notifiedAt: z.string().nullable(),
});
export type RestockSignUp = z.infer<typeof restockSignUpSchema>;

export const restockSignUpsAnswerSchema = z.object({
  signUps: z.array(restockSignUpSchema),
  hasNextPage: z.boolean(),
  nextPageCursor: z.string().nullable(),
});
export type RestockSignUpsAnswer = z.infer<typeof restockSignUpsAnswerSchema>;

const sendRequestSchema = z.object({ productId: id, variantId: id }).strict();
export const restockSendRequestSchema = sendRequestSchema;
export type RestockSendRequest = z.infer<typeof restockSendRequestSchema>;

export const restockSendAllRequestSchema = z
  .object({ sendRequests: z.array(sendRequestSchema).min(1).max(RESTOCK_LIMITS.sendRequestsMax) })
  .strict();
export type RestockSendAllRequest = z.infer<typeof restockSendAllRequestSchema>;

/** How many emails were queued (one job per waiting sign-up; a sign-up already queued is not counted). */
export const restockSendAnswerSchema = z.object({ queued: z.number().int().min(0) });
export type RestockSendAnswer = z.infer<typeof restockSendAnswerSchema>;

export const mailingListQuerySchema = z.object({ cursor }).strict();

export const mailingListMemberSchema = z.object({
  email: z.string(),
  /** How they joined, e.g. 'restock'. */
  source: z.string(),
  createdAt: z.string(),
});
export type MailingListMember = z.infer<typeof mailingListMemberSchema>;

export const mailingListPageSchema = z.object({
  members: z.array(mailingListMemberSchema),
  hasNextPage: z.boolean(),
  nextPageCursor: z.string().nullable(),
});
export type MailingListPage = z.infer<typeof mailingListPageSchema>;

/** The mailing list's CSV export (text/csv): email, source, joined; every cell quoted. */
export const mailingListCsvSchema = z.string().describe('A CSV document (text/csv)');
