import { useId, useState } from 'react';
import { PanelHeader } from '../../components/PanelHeader';
import { Link } from '../../router/Link';
import { EDITOR_BASE } from '../../router/router';
import { useSignedIn } from '../../session/SessionProvider';
import { PERMISSION } from '../../session/permissions';
import {
  SETTINGS_HEADINGS,
  settingsLinks,
  upgradePath,
  type SettingsHeading,
} from '../../shell/panel-routes';
import { PLAN_AND_LIMITS } from '../billing/BillingPage';
import { searchSettings } from './settings-search';

interface IndexEntry {
  path: string;
  label: string;
  about: string;
  keywords: string;
  heading: SettingsHeading;
}

/**
 * Settings (issue 24 §5): the settings-type screens the role may open, by what they are about, with a
 * search that narrows the list as the owner types. Each entry opens its screen, which leads back here.
 */
export function SettingsIndex() {
  const { can, site } = useSignedIn();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const entries: IndexEntry[] = settingsLinks(can).flatMap((link) =>
    link.settings ? [{ path: link.path, label: link.label, ...link.settings }] : [],
  );
  if (can(PERMISSION.billingView)) {
    entries.push({
      path: `${EDITOR_BASE}${upgradePath(site.trial)}`,
      label: PLAN_AND_LIMITS,
      about: 'This server’s plan, and the limits and services its configuration sets.',
      keywords: 'billing upgrade subscription limits server database',
      heading: 'System',
    });
  }
  const found = searchSettings(entries, query);
  const searching = query.trim() !== '';
  return (
    <section className="panel settings-index">
      <PanelHeader
        title="Settings"
        description="How your store and site work: payments, shipping, taxes, languages, your team and email."
      />
      <div className="settings-index__search" role="search">
        <label className="field__label" htmlFor={searchId}>
          Search settings
        </label>
        <input
          id={searchId}
          className="input"
          type="search"
          value={query}
          placeholder="Taxes, shipping, team…"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p className="settings-index__status" role="status">
        {searching
          ? found.length === 0
            ? `No setting matches “${query.trim()}”.`
            : `${found.length} ${found.length === 1 ? 'setting matches' : 'settings match'} “${query.trim()}”.`
          : ''}
      </p>
      {SETTINGS_HEADINGS.map((heading) => {
        const inGroup = found.filter((entry) => entry.heading === heading);
        if (inGroup.length === 0) return null;
        const headingId = `settings-${heading.replace(/\W+/g, '-').toLowerCase()}`;
        return (
          <section key={heading} className="settings-index__group" aria-labelledby={headingId}>
            <h2 id={headingId} className="settings-index__heading">
              {heading}
            </h2>
            <ul className="settings-index__list">
              {inGroup.map((entry) => (
                <li key={entry.path} className="settings-index__entry">
                  <Link to={entry.path} className="settings-index__link">
                    {entry.label}
                  </Link>
                  <p className="settings-index__about">{entry.about}</p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
