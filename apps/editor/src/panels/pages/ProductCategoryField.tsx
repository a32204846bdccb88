import { TERM_KIND, type PropValue, type TermWithCount } from '@plinth/contracts';
import { listTerms } from '../../api/terms-api';
import { Alert } from '../../components/Alert';
import { Field } from '../../components/Field';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';

interface ProductCategoryFieldProps {
  label: string;
  hint?: string;
  /** The chosen category's term id; "" for all products. */
  value: string;
  disabled?: boolean;
  onChange: (value: PropValue, typing: boolean) => void;
}

/** What the block says when its category is gone (the storefront renders nothing then). */
export const CATEGORY_GONE = 'This category no longer exists. Choose another, or All products.';

/**
 * The categories a product summary may show, in the manager's order with each subcategory after its
 * parent ("Home & Living › Kitchen"). Categories only posts and events use are left out: they hold no
 * products. One that holds none yet stays, as does the chosen one.
 */
export function productCategoryChoices(
  terms: readonly TermWithCount[],
  chosenId: string,
): { id: string; label: string }[] {
  const forProducts = (term: TermWithCount) =>
    term.productCount > 0 ||
    term.itemCount === 0 ||
    term.id === chosenId ||
    terms.some((child) => child.parentId === term.id && child.productCount > 0);
  const choices: { id: string; label: string }[] = [];
  for (const parent of terms.filter((term) => term.parentId === null)) {
    if (forProducts(parent)) choices.push({ id: parent.id, label: parent.name });
    for (const child of terms.filter((term) => term.parentId === parent.id && forProducts(term))) {
      choices.push({ id: child.id, label: `${parent.name} › ${child.name}` });
    }
  }
  return choices;
}

/** The product summary's Category: All products, or one of the site's product categories. */
export function ProductCategoryField({ label, hint, value, disabled, onChange }: ProductCategoryFieldProps) {
  const { site } = useSignedIn();
  const terms = useFetch((signal) => listTerms(TERM_KIND.category, signal), `${site.id}|category`);
  const choices = terms.data ? productCategoryChoices(terms.data.terms, value) : [];
  const gone = terms.data !== undefined && value !== '' && !choices.some((c) => c.id === value);
  const shownHint = terms.loading
    ? 'Loading categories…'
    : terms.data && choices.length === 0
      ? 'No product categories yet: name them in a product’s Categories and tags.'
      : hint;
  return (
    <>
      <Field label={label} hint={shownHint} error={gone ? CATEGORY_GONE : null}>
        {(control) => (
          <select
            {...control}
            className="input"
            disabled={disabled || terms.loading}
            value={value}
            onChange={(event) => onChange(event.target.value, false)}
          >
            <option value="">All products</option>
            {gone ? <option value={value}>A removed category</option> : null}
            {/* Until the list arrives, the chosen id keeps its place. */}
            {!terms.data && value !== '' ? <option value={value}>…</option> : null}
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {terms.hasError ? (
        <Alert tone="error">
          Unable to load the categories.{' '}
          <button type="button" className="button button--small" onClick={terms.reload}>
            Retry
          </button>
        </Alert>
      ) : null}
    </>
  );
}
