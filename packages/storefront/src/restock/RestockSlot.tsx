import { lazy, Suspense } from 'react';
import { useHydrated } from '../components/use-hydrated';
import type { RestockFormProps } from './RestockForm';

// The form, its client and its captcha load only when a sold-out variant is chosen: the product page's
// first load stays within its budget (docs/decisions/0012).
const RestockForm = lazy(() => import('./RestockForm').then((module) => ({ default: module.RestockForm })));

/**
 * What the server renders, and what the page shows until the form's code has loaded. The note for
 * visitors without JavaScript comes from the server's props (SERVER_SIGN_UP_MESSAGES), not the islands'.
 */
function RestockPlaceholder({ note }: { note: string | undefined }) {
  return (
    <div className="plinth-restock">
      {note ? (
        <noscript>
          <p className="plinth-restock__note">{note}</p>
        </noscript>
      ) : null}
    </div>
  );
}

/**
 * Where the restock form goes. The server and the hydrating browser render the placeholder (a note
 * for visitors without JavaScript), so hydration matches; the form itself renders once the island runs.
 */
export function RestockSlot({ noScriptNote, ...props }: RestockFormProps & { noScriptNote?: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return <RestockPlaceholder note={noScriptNote} />;
  return (
    <Suspense fallback={<RestockPlaceholder note={undefined} />}>
      <RestockForm {...props} />
    </Suspense>
  );
}
