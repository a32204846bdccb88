import { useId, useState } from 'react';
import type { OwnerSite } from '@plinth/contracts';
import { CREATE_SITE_MESSAGES, CreateSiteDialog } from './CreateSiteDialog';

interface SiteSwitcherProps {
  sites: OwnerSite[];
  currentId: string;
  onSwitch: (siteId: string) => void;
  /** Shows "Create site": for a role that may manage the current site's team (members.manage). */
  canCreate: boolean;
  /** A new site was made: the caller refreshes the session and switches to it. */
  onCreated: (site: OwnerSite) => void | Promise<void>;
}

/**
 * The site choice, shown to owners of several sites and remembered for the next visit, and "Create
 * site" for administrators.
 */
export function SiteSwitcher({ sites, currentId, onSwitch, canCreate, onCreated }: SiteSwitcherProps) {
  const id = useId();
  const [creating, setCreating] = useState(false);
  if (sites.length < 2 && !canCreate) return null;
  return (
    <div className="site-switcher">
      {sites.length >= 2 ? (
        <>
          <label htmlFor={id} className="site-switcher__label">
            Site
          </label>
          <select
            id={id}
            className="select"
            value={currentId}
            data-unsaved-ignore
            onChange={(event) => onSwitch(event.target.value)}
          >
            {sites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.title} ({site.roleLabel})
              </option>
            ))}
          </select>
        </>
      ) : null}
      {canCreate ? (
        <button
          type="button"
          className="button button--quiet site-switcher__create"
          onClick={() => setCreating(true)}
        >
          {CREATE_SITE_MESSAGES.open}
        </button>
      ) : null}
      {creating ? (
        <CreateSiteDialog
          onClose={() => setCreating(false)}
          onCreated={async (site) => {
            await onCreated(site);
            setCreating(false);
          }}
        />
      ) : null}
    </div>
  );
}
