import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { PERMISSION, type OwnerSite } from '@plinth/contracts';
import { findSession } from '../api/session-api';
import { EDITOR_MESSAGES } from '../messages';
import { useSession, useSignedIn } from '../session/SessionProvider';
import { useLeaveGuard } from '../state/unsaved-changes';
import { AccountMenu, AccountSection } from './AccountMenu';
import { isFullWidthScreen } from './panel-routes';
import { Sidebar } from './Sidebar';
import { SiteSwitcher, SitesSection } from './SiteSwitcher';
import { siteUrl } from './site-url';
import { usePhoneLayout } from './use-phone-layout';

interface EditorLayoutProps {
  location: string;
  currentSiteId: string;
  children: ReactNode;
}

/**
 * The signed-in frame: sidebar (a menu button opens it on phones and on full-width screens such as the
 * page editor), site switcher and Create site, View
 * site, the user's account menu (the switcher and the account menu sit at the end of the phone drawer
 * instead: the phone top bar has no room for them) and Sign out. Switching site and signing out ask first when a panel has unsaved changes.
 */
export function EditorLayout({ location, currentSiteId, children }: EditorLayoutProps) {
  const { signOut, switchSite, adopt } = useSession();
  const { user, sites, site, can } = useSignedIn();
  const { confirmLeave, trackChangesIn } = useLeaveGuard();
  const [menuOpen, setMenuOpen] = useState(false);
  const phone = usePhoneLayout();
  // The page editor takes the whole width: its sidebar waits behind Menu, as on a phone.
  const fullWidth = isFullWidthScreen(location);
  const mainRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const firstRender = useRef(true);
  // The site choice and Create site: in the top bar, or in the Menu drawer on phones.
  const siteControls = {
    sites,
    currentId: site.id,
    onSwitch: (id: string) => confirmLeave(() => switchSite(id)),
    canCreate: can(PERMISSION.membersManage),
    // The new site joins the session's list; then the editor moves to it, as switching does.
    onCreated: async (created: OwnerSite) => {
      const session = await findSession();
      if (session) confirmLeave(() => adopt(session, created.id));
    },
  };
  const attachMain = useCallback(
    (element: HTMLElement | null) => {
      mainRef.current = element;
      trackChangesIn(element);
    },
    [trackChangesIn],
  );

  // After in-app navigation, move focus to the new panel's heading so screen readers hear where they are.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = mainRef.current?.querySelector<HTMLElement>('[data-panel-heading]');
    heading?.focus();
  }, [location, site.id]);

  // Over a full-width screen the menu is a drawer: a press outside it closes it.
  useEffect(() => {
    if (!menuOpen || !fullWidth) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (menuButtonRef.current?.contains(target)) return;
      if (document.getElementById('editor-sidebar')?.contains(target)) return;
      setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen, fullWidth]);

  // On phones the menu covers the page; Escape closes it and returns to the Menu button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <div
      className={['layout', fullWidth ? 'layout--full-width' : '', menuOpen ? 'layout--menu-open' : '']
        .filter(Boolean)
        .join(' ')}
    >
      <a className="skip-link" href="#editor-main">
        Skip to content
      </a>
      <header className="topbar">
        <button
          type="button"
          ref={menuButtonRef}
          className="topbar__menu button"
          aria-expanded={menuOpen}
          aria-controls="editor-sidebar"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <p className="topbar__site">
          <span className="topbar__brand">Plinth</span>
          <span className="topbar__title">{site.title}</span>
        </p>
        {phone ? null : <SiteSwitcher {...siteControls} />}
        <div className="topbar__actions">
          <a
            className="button button--quiet"
            href={siteUrl(site, '/', currentSiteId)}
            target="_blank"
            rel="noreferrer"
          >
            {EDITOR_MESSAGES.viewSite} <span className="visually-hidden">(opens in a new tab)</span>
          </a>
          {phone ? null : <AccountMenu user={user} />}
          <button
            type="button"
            className="button button--quiet"
            onClick={() => confirmLeave(() => void signOut())}
          >
            {EDITOR_MESSAGES.signOut}
          </button>
        </div>
      </header>
      <div className="layout__body">
        <aside id="editor-sidebar" className="sidebar">
          <Sidebar location={location} onNavigate={() => setMenuOpen(false)} />
          {phone ? <SitesSection {...siteControls} /> : null}
          {phone ? <AccountSection user={user} /> : null}
        </aside>
        <main id="editor-main" className="layout__main" ref={attachMain}>
          {children}
        </main>
      </div>
    </div>
  );
}
