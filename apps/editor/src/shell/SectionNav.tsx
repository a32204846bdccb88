import { Link } from '../router/Link';
import { EDITOR_BASE } from '../router/router';
import { useSignedIn } from '../session/SessionProvider';
import { PERMISSION } from '../session/permissions';
import { PANEL_LINKS, sectionLinks, SETTINGS_PATH, settingsLinks } from './panel-routes';

/**
 * Above a section's screens: its tabs (Orders, Subscriptions, Gift cards), or the way back to the Settings
 * index above a settings screen. Shown on a screen's own address only, not on a product's or an order's
 * page, and only when the role may open more than one tab.
 */
export function SectionNav({ location }: { location: string }) {
  const { can } = useSignedIn();
  const path = location.split(/[?#]/, 1)[0] ?? '';
  const billing = path.startsWith(`${EDITOR_BASE}/settings/billing/`);
  const current = PANEL_LINKS.find((link) => link.path === path);
  if (billing || current?.section === 'Settings') {
    if (settingsLinks(can).length === 0 && !can(PERMISSION.billingView)) return null;
    return (
      <nav className="section-nav section-nav--back" aria-label="Breadcrumb">
        <Link to={SETTINGS_PATH} className="section-nav__back">
          <span aria-hidden="true">← </span>
          Settings
        </Link>
      </nav>
    );
  }
  if (!current) return null;
  const tabs = sectionLinks(current.section, can);
  if (tabs.length < 2) return null;
  return (
    <nav className="section-nav" aria-label={current.section}>
      <ul className="section-nav__list">
        {tabs.map((tab) => (
          <li key={tab.path}>
            <Link
              to={tab.path}
              className="section-nav__tab"
              aria-current={tab.path === current.path ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
