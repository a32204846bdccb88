import { ownerProductMessage, toFieldErrors } from '@plinth/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';

/**
 * Routes here validate with `attachValidation: true`, so the permission check (a preHandler) answers
 * first and a bad body then comes back as per-field errors: 400 `{code, message, fieldErrors}`.
 */
export function assertValidBody(request: FastifyRequest, code: string): void {
  const failure = request.validationError as (Error & { validation?: unknown }) | undefined;
  if (!failure) return;
  const issues = Array.isArray(failure.validation) ? (failure.validation as ValidationEntry[]) : [];
  const fieldErrors = toFieldErrors(
    issues.map((entry) => ({
      path: (entry.instancePath ?? '').split('/').filter((part) => part !== ''),
      message: entry.message ?? failure.message,
    })),
  );
  const messages = Object.values(fieldErrors);
  const message = messages.length === 1 ? (messages[0] ?? failure.message) : ownerProductMessage('invalid');
  throw new AppError('invalid', code, message, { fieldErrors });
}

interface ValidationEntry {
  instancePath?: string;
  message?: string;
}
