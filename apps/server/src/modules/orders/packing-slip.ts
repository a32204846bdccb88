import { ORDER_STATUS, type OrderAddress, type OwnerOrder } from '@plinth/contracts';
import { escapeHtml as e } from '../email';
import type { Site } from '../sites';

/**
 * The printable packing slip of an order (issue 23 §4): what goes in the parcel and where it goes, with
 * no prices (a gift's recipient reads it too). A document of its own, opened in a new tab from the
 * order in the editor and printed with the browser's Print; no script, styles inline.
 */
/**
 * What a slip lists (decision 0067): a shipment's units when one is named; else, for a partially
 * fulfilled order, the units still to ship; else every line.
 */
export function packingSlipUnits(
  order: OwnerOrder,
  shipmentId?: string,
): {
  heading: string;
  tracking: string | null;
  lines: { line: OwnerOrder['lines'][number]; quantity: number }[];
} | null {
  if (shipmentId) {
    const index = order.shipments.findIndex((s) => s.id === shipmentId);
    const shipment = order.shipments[index];
    if (!shipment) return null;
    return {
      heading: `Shipment ${index + 1}`,
      tracking: shipment.trackingNumber,
      lines: shipment.lines.flatMap((shipped) => {
        const line = order.lines.find((l) => l.id === shipped.lineId);
        return line ? [{ line, quantity: shipped.quantity }] : [];
      }),
    };
  }
  if (order.status === ORDER_STATUS.partiallyFulfilled) {
    return {
      heading: 'Still to ship',
      tracking: null,
      lines: order.lines
        .map((line) => ({ line, quantity: line.quantity - line.fulfilledQuantity }))
        .filter((entry) => entry.quantity > 0),
    };
  }
  return {
    heading: 'Items',
    tracking: order.trackingNumber,
    lines: order.lines.map((line) => ({ line, quantity: line.quantity })),
  };
}

export function renderPackingSlip(
  order: OwnerOrder,
  site: Site,
  units: NonNullable<ReturnType<typeof packingSlipUnits>> = packingSlipUnits(order) ?? {
    heading: 'Items',
    tracking: order.trackingNumber,
    lines: [],
  },
): string {
  const date = new Intl.DateTimeFormat(site.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(order.createdAt),
  );
  const rows = units.lines
    .map(({ line, quantity }) => {
      const options = Object.values(line.variantAttributes).join(' / ');
      const details = [options, `SKU ${line.sku}`].filter(Boolean).join(' · ');
      return `<tr><td class="qty">${quantity}</td><td><strong>${e(line.productName)}</strong><br><span class="muted">${e(details)}</span></td><td class="check" aria-label="Packed"></td></tr>`;
    })
    .join('\n');
  const shipTo = order.shippingAddress
    ? addressLines(order.shippingAddress, site.language).map(e).join('<br>')
    : 'Nothing to ship';
  const count = units.lines.reduce((sum, entry) => sum + entry.quantity, 0);
  return `<!doctype html>
<html lang="${e(site.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Packing slip · Order #${order.orderNumber} · ${e(site.title)}</title>
<style>
  body { margin: 0; padding: 32px; font: 15px/1.5 -apple-system, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, sans-serif; color: #1c1c1c; }
  main { max-width: 720px; margin: 0 auto; }
  header { display: flex; justify-content: space-between; gap: 24px; align-items: baseline; border-bottom: 2px solid #1c1c1c; padding-bottom: 12px; }
  h1 { margin: 0; font-size: 22px; }
  h2 { margin: 24px 0 6px; font-size: 13px; text-transform: uppercase; letter-spacing: 0.05em; color: #555; }
  .facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 8px 24px; }
  table { width: 100%; border-collapse: collapse; margin-top: 8px; }
  th { text-align: left; font-size: 13px; color: #555; border-bottom: 1px solid #999; padding: 6px 8px; }
  td { border-bottom: 1px solid #ddd; padding: 10px 8px; vertical-align: top; }
  .qty { width: 3em; font-size: 18px; font-weight: 700; }
  .check { width: 2em; }
  .check::after { content: ''; display: inline-block; width: 16px; height: 16px; border: 1.5px solid #1c1c1c; border-radius: 3px; }
  .muted { color: #555; font-size: 13px; }
  .hint { margin-top: 32px; color: #555; font-size: 13px; }
  @media print { body { padding: 0; } .hint { display: none; } }
</style>
</head>
<body>
<main>
<header><h1>${e(site.title)}</h1><p><strong>Packing slip</strong></p></header>
<div class="facts">
  <section><h2>Order</h2><p>#${order.orderNumber}<br>${e(date)}</p></section>
  <section><h2>Ship to</h2><p>${shipTo}</p></section>
  <section><h2>Delivery</h2><p>${e(order.shippingOptionName ?? '—')}${units.tracking ? `<br>Tracking ${e(units.tracking)}` : ''}</p></section>
</div>
<h2>${e(units.heading)} (${count})</h2>
<table>
<thead><tr><th scope="col">Qty</th><th scope="col">Item</th><th scope="col"><span class="muted">Packed</span></th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p class="hint">Print this page with your browser's Print (Ctrl+P, or ⌘P on a Mac).</p>
</main>
</body>
</html>
`;
}

function addressLines(address: OrderAddress, language: string): string[] {
  let country = address.country;
  try {
    country = new Intl.DisplayNames([language], { type: 'region' }).of(address.country) ?? address.country;
  } catch {
    // An unknown code is shown as it is.
  }
  const place = [address.city, address.region, address.postalCode].filter(Boolean).join(', ');
  const line2 = (address as OrderAddress & { line2?: string }).line2;
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.line1,
    line2 ?? '',
    place,
    country,
  ].filter(Boolean);
}
