import type { EmailStatus } from '@plinth/contracts';

const LABEL: Record<EmailStatus, string> = { sending: 'Sending', sent: 'Sent', failed: 'Failed' };

/** Sent, sending (queued or being retried) or failed (its job gave up; retry it under Background jobs). */
export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return <span className={`badge badge--email-${status}`}>{LABEL[status]}</span>;
}

export function formatDateTime(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString() : '—';
}
