import { Link } from '../router/Link';
import { EDITOR_BASE } from '../router/router';
import { useSignedIn } from '../session/SessionProvider';
import { PERMISSION } from '../session/permissions';
import { PLAN_AND_LIMITS } from '../panels/billing/BillingPage';
import { activePanel, PANEL_LINKS, upgradePath, type SidebarGroup } from './panel-routes';

const GROUPS: SidebarGroup[] = ['Store', 'Website', 'Settings'];

/** The panels this role may open, grouped, with the current one marked; the upgrade link for billing roles. */
export function Sidebar({ location, onNavigate }: { location: string; onNavigate: () => void }) {
  const { site, can } = useSignedIn();
  const active = activePanel(location);
  const billing = location.startsWith(`${EDITOR_BASE}/settings/billing`);
  const atHome = location.split(/[?#]/, 1)[0] === EDITOR_BASE;
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
        const links = PANEL_LINKS.filter((link) => link.group === group && can(link.permission));
        if (links.length === 0) return null;
        return (
          <div key={group} className="sidebar__group">
            <h2 className="sidebar__heading">{group}</h2>
            <ul className="sidebar__list">
              {links.map((link) => (
                <li key={link.path}>
                  <Link
                    to={link.path}
                    className="sidebar__link"
                    aria-current={active?.path === link.path ? 'page' : undefined}
                    onClick={onNavigate}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
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
