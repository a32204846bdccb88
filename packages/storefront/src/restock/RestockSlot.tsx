import { MESSAGES } from '@plinth/commerce';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../components/use-hydrated';
import type { RestockFormProps } from './RestockForm';

// The form, its client and its captcha load only when a sold-out variant is chosen: the product page's
// first load stays within its budget (docs/decisions/0012).
const RestockForm = lazy(() => import('./RestockForm').then((module) => ({ default: module.RestockForm })));

/** What the server renders, and what the page shows until the form's code has loaded. */
function RestockPlaceholder() {
  return (
    <div className="plinth-restock">
      <noscript>
        <p className="plinth-restock__note">{MESSAGES.restockNeedsJavaScript}</p>
      </noscript>
    </div>
  );
}

/**
 * Where the restock form goes. The server and the hydrating browser render the placeholder (a note
 * for visitors without JavaScript), so hydration matches; the form itself renders once the island runs.
 */
export function RestockSlot(props: RestockFormProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <RestockPlaceholder />;
  return (
    <Suspense fallback={<RestockPlaceholder />}>
      <RestockForm {...props} />
    </Suspense>
  );
}
