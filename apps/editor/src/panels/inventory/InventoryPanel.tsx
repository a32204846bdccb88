import { listInventory } from '../../api/inventory-api';
import { LoadState, SkeletonRows } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { useSearchQuery } from '../../router/use-search-query';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { InventoryRow } from './InventoryRow';
import { EDITOR_BASE } from '../../router/router';

/** Stock of every variant: type a count, toggle unlimited, or step by one. Each change saves at once. */
export function InventoryPanel() {
  const { can, site } = useSignedIn();
  const { query, search, setSearch } = useSearchQuery(`${EDITOR_BASE}/inventory`);
  const inventory = useFetch((signal) => listInventory(query, signal), `${site.id}:${query}`);
  const canEdit = can(PERMISSION.inventoryEdit);

  return (
    <section className="panel">
      <PanelHeader
        title="Inventory"
        description="Stock for every variant. Changes save as soon as you leave the field or press Enter."
      />
      <div className="toolbar" data-unsaved-ignore>
        <label className="visually-hidden" htmlFor="inventory-search">
          Search inventory
        </label>
        <input
          id="inventory-search"
          className="input toolbar__search"
          type="search"
          placeholder="Search by product or SKU"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <LoadState state={inventory} skeleton={<SkeletonRows rows={6} />}>
        {({ items }) =>
          items.length === 0 ? (
            <p className="empty">{query ? `Nothing matches “${query}”.` : 'No products to count yet.'}</p>
          ) : (
            <div className="table-wrap card">
              <table className="table inventory-table">
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col">SKU</th>
                    <th scope="col">Stock</th>
                    <th scope="col">Unlimited</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <InventoryRow key={item.variantId} item={item} canEdit={canEdit} />
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </LoadState>
    </section>
  );
}
