import {
  EXPRESS_MESSAGES,
  installmentOffer,
  installmentProviderName,
  type InstallmentOffer,
} from '@plinth/commerce';
import { installmentInfoPath, type ProductType } from '@plinth/contracts';
import type { MouseEvent, ReactNode } from 'react';
import type { InstallmentSettings } from './installment-props';

export interface InstallmentPillProps {
  settings: InstallmentSettings | null | undefined;
  /** The product's type, or every cart item's. */
  productTypes: readonly ProductType[];
  totalMinor: number;
  currency: string;
  /** "or 4 interest-free payments of $12.50 with Afterpay" (product page), or the plain wording (cart). */
  wording: 'one-line' | 'plain';
}

/**
 * Installment messaging (seed 000 section 5) for a total: the offer, or which limit the total misses,
 * or nothing (off, no physical-only items, a country the provider does not serve). Rendered by the
 * server and re-rendered as the total changes; the info modal's code loads only when its link is
 * clicked, and without JavaScript the link opens the info page itself.
 */
export function InstallmentPill({
  settings,
  productTypes,
  totalMinor,
  currency,
  wording,
}: InstallmentPillProps) {
  if (!settings) return null;
  const offer = installmentOffer({
    context: settings.context,
    productTypes,
    totalMinor,
    currency,
    numInstallments: settings.numInstallments,
  });
  if (offer.kind === 'none') return null;
  const provider = installmentProviderName(offer.provider);
  const brand = <strong className="plinth-installments__brand">{provider}</strong>;
  return (
    <p
      className="plinth-installments"
      data-provider={offer.provider}
      data-kind={offer.kind}
      aria-live="polite"
    >
      <span className="plinth-installments__text">{offerText(offer, wording, brand)}</span>{' '}
      <InfoLink href={installmentInfoPath(offer.locale)} provider={provider} />
    </p>
  );
}

function offerText(offer: Exclude<InstallmentOffer, { kind: 'none' }>, wording: string, brand: ReactNode) {
  if (offer.kind === 'offered' && wording === 'one-line') {
    return (
      <>
        {offer.oneLineText} {brand}
      </>
    );
  }
  return (
    <>
      {brand} {offer.text}
    </>
  );
}

function InfoLink({ href, provider }: { href: string; provider: string }) {
  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const trigger = event.currentTarget;
    void import('./installment-info.client').then(({ openInstallmentInfo }) =>
      openInstallmentInfo(href, provider, trigger),
    );
  }
  return (
    <a className="plinth-installments__info" href={href} onClick={open} aria-haspopup="dialog">
      {EXPRESS_MESSAGES.installmentInfo}
      <span className="plinth-visually-hidden">
        {' '}
        {EXPRESS_MESSAGES.installmentInfoLabel.replace('{provider}', provider)}
      </span>
    </a>
  );
}
