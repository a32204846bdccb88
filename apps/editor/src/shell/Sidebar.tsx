import { Link } from '../router/Link';
import { EDITOR_BASE } from '../router/router';
import { useSignedIn } from '../session/SessionProvider';
import { PERMISSION } from '../session/permissions';
import { PLAN_AND_LIMITS } from '../panels/billing/BillingPage';
import {
  activeSection,
  SIDEBAR_SECTIONS,
  sectionPath,
  upgradePath,
  type SidebarGroup,
  type SidebarSection,
} from './panel-routes';

const GROUPS: SidebarGroup[] = ['Store', 'Website'];

/**
 * The entries this role may open, grouped, with the current one marked (issue 24 §5: at most 12). An entry
 * leads to its section's first screen the role may open; Settings to its index. Billing roles also get
 * the upgrade link.
 */
export function Sidebar({ location, onNavigate }: { location: string; onNavigate: () => void }) {
  const { site, can } = useSignedIn();
  const billing = location.startsWith(`${EDITOR_BASE}/settings/billing`);
  const active = billing ? null : activeSection(location);
  const atHome = location.split(/[?#]/, 1)[0] === EDITOR_BASE;
  const entry = (section: SidebarSection) => {
    const path = sectionPath(section, can);
    if (!path) return null;
    return (
      <li key={section}>
        <Link
          to={path}
          className="sidebar__link"
          aria-current={active === section ? 'page' : undefined}
          onClick={onNavigate}
        >
          {section}
        </Link>
      </li>
    );
  };
  const settings = entry('Settings');
  return (
    <nav className="sidebar__nav" aria-label="Editor">
      {can(PERMISSION.contentView) ? (
        <div className="sidebar__group">
          <Link
            to={EDITOR_BASE}
            className="sidebar__link"
            aria-current={atHome ? 'page' : undefined}
            onClick={onNavigate}
          >
            Home
          </Link>
        </div>
      ) : null}
      {GROUPS.map((group) => {
        const entries = SIDEBAR_SECTIONS.filter((section) => section.group === group)
          .map((section) => entry(section.name))
          .filter((item) => item !== null);
        if (entries.length === 0) return null;
        return (
          <div key={group} className="sidebar__group">
            <h2 className="sidebar__heading">{group}</h2>
            <ul className="sidebar__list">{entries}</ul>
          </div>
        );
      })}
      {settings ? (
        <div className="sidebar__group">
          <ul className="sidebar__list">{settings}</ul>
        </div>
      ) : null}
      {can(PERMISSION.billingView) ? (
        <div className="sidebar__group">
          <Link
            href={upgradePath(site.trial)}
            to={`${EDITOR_BASE}${upgradePath(site.trial)}`}
            className="sidebar__upgrade"
            aria-current={billing ? 'page' : undefined}
            onClick={onNavigate}
          >
            {PLAN_AND_LIMITS}
          </Link>
        </div>
      ) : null}
    </nav>
  );
}
