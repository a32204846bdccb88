import { PanelHeader } from '../../components/PanelHeader';
import { Link } from '../../router/Link';
import { useSignedIn } from '../../session/SessionProvider';
import { EDITOR_BASE } from '../../router/router';

/**
 * Where the upgrade links lead (/settings/billing/upgrade for a trial, /settings/billing/subscriptions/
 * website otherwise). A self-hosted Plinth site has no plan to buy, so the page says so.
 */
export function BillingPage({ trialPath }: { trialPath: boolean }) {
  const { site } = useSignedIn();
  return (
    <section className="panel">
      <PanelHeader
        title={trialPath ? 'Upgrade' : 'Website subscription'}
        description={`${site.title} runs on your own Plinth server.`}
      />
      <div className="card prose">
        <h2 className="card__title">There is nothing to pay</h2>
        <p>
          Plinth is open-source software and this site is self-hosted: there is no trial to end, no plan to
          upgrade and no subscription to renew. Every feature is already on.
        </p>
        <p>
          What you pay for is your own hosting, and the fees of the payment provider you connect to your
          store.
        </p>
        <p>
          <Link to={EDITOR_BASE}>Back to the editor</Link>
        </p>
      </div>
    </section>
  );
}
