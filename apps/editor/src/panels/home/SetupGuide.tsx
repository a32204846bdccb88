import type { OwnerHomeSetup, SetupStepId } from '@plinth/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { setSetupGuideDismissed } from '../../api/home-api';
import { Link } from '../../router/Link';
import { EDITOR_BASE } from '../../router/router';
import { EDITOR_MESSAGES } from '../../messages';

const at = (path: string) => `${EDITOR_BASE}${path}`;

/** Each step's words and where it is done; `to` null for a step done outside the editor. */
export const SETUP_STEPS: Record<SetupStepId, { title: string; hint: string; to: string | null }> = {
  product: {
    title: 'Add a product',
    hint: 'Its photos, price and options, then make it Active.',
    to: at('/products/new'),
  },
  shipping: {
    title: 'Set up shipping',
    hint: 'Where you ship and what it costs.',
    to: at('/shipping'),
  },
  payments: {
    title: 'Connect payments',
    hint: 'Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY on the server (the README’s Payments section), then restart it.',
    to: null,
  },
  styles: {
    title: 'Pick fonts and colours',
    hint: 'Your site’s look, previewed as you choose.',
    to: at('/site-styles'),
  },
  homePage: {
    title: 'Edit your home page',
    hint: 'Open it from Pages and make it yours.',
    to: at('/pages'),
  },
  address: {
    title: 'Set your site’s address',
    hint: 'The domain visitors type, such as shop.example.com.',
    to: at('/site-address'),
  },
  team: {
    title: 'Invite your team',
    hint: 'Give each person the role they need.',
    to: at('/members'),
  },
};

interface SetupGuideProps {
  setup: OwnerHomeSetup;
  onChange: (dismissed: boolean) => void;
}

/**
 * The home's setup guide (issue 24 §5): the steps of a new shop, ticked from the site's real state (the
 * server reads them), each leading to where it is done, and the test-mode notice until a real payment
 * provider takes the payments. Hidden, it leaves one line to show it again.
 */
export function SetupGuide({ setup, onChange }: SetupGuideProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const doneCount = setup.steps.filter((step) => step.done).length;

  async function change(dismissed: boolean) {
    setBusy(true);
    setProblem(null);
    try {
      onChange((await setSetupGuideDismissed(dismissed)).dismissed);
    } catch (error) {
      setProblem(errorMessage(error, EDITOR_MESSAGES.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  }

  const notice = setup.testMode ? (
    <p className="alert alert--info setup-guide__test-mode" role="note">
      <strong>Your store is in test mode.</strong> Orders are paid with test cards and no money is taken.
    </p>
  ) : null;

  if (setup.dismissed) {
    return (
      <div className="setup-guide setup-guide--hidden">
        {notice}
        <p>
          Setup guide: {doneCount} of {setup.steps.length} steps done.{' '}
          <button
            type="button"
            className="button button--small"
            disabled={busy}
            onClick={() => void change(false)}
          >
            Show setup guide
          </button>
        </p>
        {problem ? (
          <p className="field__error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <section className="card setup-guide" aria-labelledby="setup-guide-title">
      <div className="card__header">
        <h2 id="setup-guide-title" className="card__title">
          Set up your shop
        </h2>
        <span className="setup-guide__progress">
          {doneCount} of {setup.steps.length} done
        </span>
      </div>
      {notice}
      <progress
        className="setup-guide__bar"
        value={doneCount}
        max={setup.steps.length}
        aria-label={`Setup: ${doneCount} of ${setup.steps.length} steps done`}
      />
      <ol className="setup-guide__steps">
        {setup.steps.map((step) => {
          const words = SETUP_STEPS[step.id];
          return (
            <li key={step.id} className={`setup-guide__step${step.done ? ' is-done' : ''}`}>
              <span className="setup-guide__mark" aria-hidden="true">
                {step.done ? '✓' : ''}
              </span>
              <span className="setup-guide__text">
                {words.to && !step.done ? (
                  <Link to={words.to} className="setup-guide__title">
                    {words.title}
                  </Link>
                ) : (
                  <span className="setup-guide__title">{words.title}</span>
                )}
                <span className="visually-hidden">{step.done ? ', done' : ', not done yet'}</span>
                {step.done ? null : <span className="setup-guide__hint">{words.hint}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <div className="setup-guide__actions">
        <button
          type="button"
          className="button button--small"
          disabled={busy}
          onClick={() => void change(true)}
        >
          {busy ? 'Hiding…' : 'Hide setup guide'}
        </button>
      </div>
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
