import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Account } from './account/Account.island';
import { CartPage } from './cart-page/CartPage.island';
import { CartPill } from './cart-pill/CartPill.island';
import { Checkout } from './checkout/Checkout.island';
import type { IslandName } from './island-names';
import { identifierPrefixFor, type IslandProps } from './island-props';
import { ListingButton } from './listing-button/ListingButton.island';
import { ProductForm } from './product-form/ProductForm.island';
import { QuickView } from './quick-view/QuickView.island';
import { SiteForm } from './forms/SiteForm.island';

export type { IslandName } from './island-names';
export type { IslandProps, IslandPropsMap } from './island-props';

export const ISLANDS: { [N in IslandName]: ComponentType<IslandProps<N>> } = {
  'product-form': ProductForm,
  'cart-pill': CartPill,
  'cart-page': CartPage,
  'listing-button': ListingButton,
  'quick-view': QuickView,
  account: Account,
  checkout: Checkout,
  'site-form': SiteForm,
};

let lastIslandNumber = 0;

/** JSON safe inside <script>: a "</script>" or "<!--" in any string cannot end the element early. */
export function serializeIslandProps(props: unknown): string {
  return JSON.stringify(props).replace(/</g, '\\u003c');
}

/**
 * Server-renders one island and places its props beside it for the browser entry to hydrate from.
 * Ids are unique within the process, hence within any page; pass `id` for deterministic output.
 */
export function renderIsland<N extends IslandName>(
  name: N,
  props: IslandProps<N>,
  options: { id?: string } = {},
): string {
  const id = options.id ?? `island-${++lastIslandNumber}`;
  const Component: ComponentType<IslandProps<N>> = ISLANDS[name];
  const html = renderToString(<Component {...props} />, { identifierPrefix: identifierPrefixFor(id) });
  return (
    `<div data-island="${name}" id="${id}">${html}</div>` +
    `<script type="application/json" data-island-props="${id}">${serializeIslandProps(props)}</script>`
  );
}
