/**
 * Shipping carriers an owner names when fulfilling an order, and the public tracking page of each
 * (issue 23 §4). Zod-free, so the storefront, the emails and the editor share it.
 */
export const SHIPPING_CARRIERS = ['ups', 'usps', 'fedex', 'dhl', 'other'] as const;
export type ShippingCarrier = (typeof SHIPPING_CARRIERS)[number];

export const SHIPPING_CARRIER_NAMES: Record<ShippingCarrier, string> = {
  ups: 'UPS',
  usps: 'USPS',
  fedex: 'FedEx',
  dhl: 'DHL',
  other: 'Other carrier',
};

const TRACKING_PAGES: Record<Exclude<ShippingCarrier, 'other'>, string> = {
  ups: 'https://www.ups.com/track?tracknum=',
  usps: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr=',
  dhl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=',
};

/** The carrier's tracking page for a number, or null (no number, no carrier, or "other"). */
export function trackingUrl(carrier: ShippingCarrier | null, trackingNumber: string | null): string | null {
  if (!carrier || carrier === 'other' || !trackingNumber) return null;
  return `${TRACKING_PAGES[carrier]}${encodeURIComponent(trackingNumber.replace(/\s+/g, ''))}`;
}
