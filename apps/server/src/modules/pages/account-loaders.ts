import type { IslandProps } from '@plinth/storefront/server';
import { PAGE_ISLANDS } from '@plinth/storefront/manifest';
import { getMultilingualSettings } from '../languages';
import type { SiteUserSession } from '../site-users';
import type { Site } from '../sites';
import { CRUMB_SENTINEL, type LoadedPage } from './page-render';
import { loadCustomerOrders } from './checkout-loaders';
import { loadCustomerSubscriptions } from './subscription-pages';
import { cartQuantity, loadNavigation } from './loaders';
import { pageShell } from './page-shell';
import { visitNow, type PageApp, type PageVisit } from './page-visit';

/** Account pages are ordinary pages of the site (page type 2); they have no code of their own in the spec. */
const ACCOUNT_PAGE_TYPE = 2;
/** The theme's styles for the account pages' card layout, only on them. */
const ACCOUNT_STYLES = '/assets/theme/account.css';

type AccountIslandProps = IslandProps<'account'>;
type SignInState = Partial<
  Pick<Extract<AccountIslandProps, { view: 'sign-in' }>, 'form' | 'rememberMe' | 'notice' | 'returnTo'>
>;
type CreateState = Partial<Pick<Extract<AccountIslandProps, { view: 'create' }>, 'form'>>;
type OverviewState = Partial<Pick<Extract<AccountIslandProps, { view: 'account' }>, 'notice' | 'error'>>;

const EMPTY_FORM = { values: {}, fieldErrors: {}, error: null };

/**
 * An account page: shows one visitor's data or form state, so it is never cached (cacheKey null) and
 * carries the visitor's crumb like every page.
 */
async function accountPage(
  app: PageApp,
  visit: PageVisit,
  template: string,
  title: string,
  props: AccountIslandProps,
): Promise<LoadedPage> {
  const navigation = await loadNavigation(app, visit.site, visitNow(visit));
  const shell = pageShell(
    visit,
    {
      pageType: ACCOUNT_PAGE_TYPE,
      template,
      title,
      islands: PAGE_ISLANDS.account,
      styles: [ACCOUNT_STYLES],
      noindex: true,
    },
    navigation,
    app.pageCache.assets,
  );
  return {
    context: shell,
    islands: { account: { name: 'account', props } },
    cartQuantity: await cartQuantity(app, visit),
    cacheKey: null,
  };
}

export function loadSignInPage(app: PageApp, visit: PageVisit, state: SignInState = {}): Promise<LoadedPage> {
  return accountPage(app, visit, 'account-login', 'Sign in', {
    view: 'sign-in',
    crumb: CRUMB_SENTINEL,
    form: state.form ?? EMPTY_FORM,
    rememberMe: state.rememberMe ?? false,
    notice: state.notice ?? null,
    returnTo: state.returnTo ?? null,
  });
}

export function loadCreateAccountPage(
  app: PageApp,
  visit: PageVisit,
  state: CreateState = {},
): Promise<LoadedPage> {
  return accountPage(app, visit, 'account-create', 'Create an account', {
    view: 'create',
    crumb: CRUMB_SENTINEL,
    form: state.form ?? EMPTY_FORM,
  });
}

/** The signed-in customer's page, with their orders (number, date, total, status) under it. */
export async function loadAccountPage(
  app: PageApp,
  visit: PageVisit,
  session: SiteUserSession,
  state: OverviewState = {},
): Promise<LoadedPage> {
  const languages = languageOptions(visit.site);
  const stored = session.user.language;
  const language = languages.find((option) => option.value === stored)?.value ?? visit.site.language;
  const orders = await loadCustomerOrders(app, visit.site, session.user.id);
  const subscriptions = (await loadCustomerSubscriptions(app, visit.site, session.user.id)).map((sub) => ({
    ...sub,
    xsrfToken: session.xsrfToken,
  }));
  const page = await accountPage(app, visit, 'account', 'Your account', {
    view: 'account',
    crumb: CRUMB_SENTINEL,
    siteUser: session.user,
    xsrfToken: session.xsrfToken,
    languages,
    language,
    notice: state.notice ?? null,
    error: state.error ?? null,
  });
  return { ...page, context: { ...page.context, orders, subscriptions } };
}

/**
 * The languages a customer can choose: only the site's own (the Languages panel's, default first), each
 * named in itself; a stored choice the site no longer offers shows as the site's default.
 */
function languageOptions(site: Site): { value: string; label: string }[] {
  return getMultilingualSettings(site).languages.map((entry) => ({
    value: entry.code,
    label: entry.nativeName,
  }));
}
