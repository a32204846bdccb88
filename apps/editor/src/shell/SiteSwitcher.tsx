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
 * Wide screens, in the top bar: the site choice, shown to owners of several sites and remembered for
 * the next visit, and "Create site" for administrators.
 */
export function SiteSwitcher(props: SiteSwitcherProps) {
  if (props.sites.length < 2 && !props.canCreate) return null;
  return (
    <div className="site-switcher">
      <SiteSelect {...props} />
      {props.canCreate ? (
        <CreateSiteButton className="button button--quiet" onCreated={props.onCreated} />
      ) : null}
    </div>
  );
}

/** Phones: the top bar has no room, so the same controls are a section of the Menu drawer. */
export function SitesSection(props: SiteSwitcherProps) {
  const headingId = useId();
  if (props.sites.length < 2 && !props.canCreate) return null;
  return (
    <section className="account-section sites-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="sidebar__heading">
        Sites
      </h2>
      <SiteSelect {...props} />
      {props.canCreate ? (
        <CreateSiteButton
          className="button button--block account-section__button"
          onCreated={props.onCreated}
        />
      ) : null}
    </section>
  );
}

function SiteSelect({ sites, currentId, onSwitch }: SiteSwitcherProps) {
  const id = useId();
  if (sites.length < 2) return null;
  return (
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
  );
}

/** The button and the dialog it opens; the dialog stays until the editor has moved to the new site. */
function CreateSiteButton({
  className,
  onCreated,
}: {
  className: string;
  onCreated: SiteSwitcherProps['onCreated'];
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {CREATE_SITE_MESSAGES.open}
      </button>
      {open ? (
        <CreateSiteDialog
          onClose={() => setOpen(false)}
          onCreated={async (site) => {
            await onCreated(site);
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
