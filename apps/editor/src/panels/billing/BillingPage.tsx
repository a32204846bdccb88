import { BYTES_PER_MB, type InstanceInfo } from '@plinth/contracts';
import { getInstanceInfo } from '../../api/instance-api';
import { LoadState, SkeletonRows } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';

/** "Plan & limits", the name of the sidebar link that leads here. */
export const PLAN_AND_LIMITS = 'Plan & limits';

/** In the MB the upload messages use (1 MB = 1,000,000 bytes): 20000000 → "20 MB", 1048576 → "1 MB". */
export function formatBytes(bytes: number): string {
  if (bytes >= BYTES_PER_MB) return `${Math.round((bytes / BYTES_PER_MB) * 10) / 10} MB`;
  return `${Math.round(bytes / 1000)} KB`;
}

/** 600000 → "10 minutes", 10000 → "10 seconds". */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds % 3600 === 0 && seconds >= 3600) return plural(seconds / 3600, 'hour');
  if (seconds % 60 === 0 && seconds >= 60) return plural(seconds / 60, 'minute');
  return plural(seconds, 'second');
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="plan-facts">
      {rows.map(([term, value]) => (
        <div key={term} className="plan-facts__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PlanDetails({ info }: { info: InstanceInfo }) {
  const { limits, services } = info;
  return (
    <>
      <section className="card" aria-labelledby="plan-limits">
        <h2 id="plan-limits" className="card__title">
          Limits
        </h2>
        <p className="card__description">Set in the server&apos;s configuration (environment variables).</p>
        <Rows
          rows={[
            ['Image upload', `up to ${formatBytes(limits.uploadBytes.image)}`],
            ['Video upload', `up to ${formatBytes(limits.uploadBytes.video)}`],
            ['Audio upload', `up to ${formatBytes(limits.uploadBytes.audio)}`],
            ['Request body', `up to ${formatBytes(limits.requestBodyBytes)}`],
            [
              'Changes per visitor',
              `${limits.writesPerClient.max} every ${formatDuration(limits.writesPerClient.windowMs)}`,
            ],
            [
              'Form submissions',
              `${limits.formSubmissions.perClient} per visitor and ${limits.formSubmissions.perForm} per form every ${formatDuration(limits.formSubmissions.windowMs)}`,
            ],
            ['Analytics events', `${limits.analyticsEventsPerClientPerMinute} per visitor a minute`],
            [
              'Request timeout',
              limits.requestTimeoutMs === 0 ? 'none' : formatDuration(limits.requestTimeoutMs),
            ],
          ]}
        />
      </section>
      <section className="card" aria-labelledby="plan-services">
        <h2 id="plan-services" className="card__title">
          This server
        </h2>
        <Rows
          rows={[
            ['Sites on this server', String(info.sites)],
            ['Database', info.database === 'postgres' ? 'PostgreSQL' : 'SQLite'],
            [
              'Email',
              services.email === 'smtp'
                ? 'Sent through your SMTP server'
                : 'Not configured: emails are saved in the data folder (see Sent emails)',
            ],
            [
              'Payments',
              services.payments === 'stripe' ? 'Stripe' : 'Not configured: the built-in test processor',
            ],
            ['Captcha', services.captcha === 'altcha' ? 'ALTCHA' : 'ALTCHA and reCAPTCHA Enterprise'],
            ['Redis', services.redis ? 'Configured' : 'Not configured (caches are in memory)'],
            ['Background jobs', services.backgroundJobs ? 'Run by this server' : 'Run by another process'],
          ]}
        />
      </section>
    </>
  );
}

/**
 * Where the upgrade links lead (/settings/billing/upgrade for a trial, /settings/billing/subscriptions/
 * website otherwise, seed 001). A self-hosted Plinth has no plan to buy: the page shows this instance's
 * plan and the limits its configuration sets (GET /config/api/instance, docs/plan-and-limits.md).
 */
export function BillingPage() {
  const { site } = useSignedIn();
  const info = useFetch((signal) => getInstanceInfo(signal), site.id);
  return (
    <section className="panel">
      <PanelHeader title={PLAN_AND_LIMITS} description={`${site.title} runs on your own Plinth server.`} />
      <section className="card prose" aria-labelledby="plan-name">
        <h2 id="plan-name" className="card__title">
          Self-hosted, open source
        </h2>
        <p>
          Every feature is on and there is nothing to upgrade: no trial, no plan, no subscription. What you
          pay for is your own hosting and the fees of the payment provider you connect to your store.
        </p>
      </section>
      <LoadState state={info} skeleton={<SkeletonRows rows={6} />}>
        {(data) => <PlanDetails info={data} />}
      </LoadState>
    </section>
  );
}
