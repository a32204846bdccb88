import { useId } from 'react';
import type { OwnerSite } from '@plinth/contracts';

interface SiteSwitcherProps {
  sites: OwnerSite[];
  currentId: string;
  onSwitch: (siteId: string) => void;
}

/** Shown only to owners of several sites; the choice is remembered for the next visit. */
export function SiteSwitcher({ sites, currentId, onSwitch }: SiteSwitcherProps) {
  const id = useId();
  if (sites.length < 2) return null;
  return (
    <div className="site-switcher">
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
    </div>
  );
}
