import type { ProductDetail } from '@plinth/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/api-error';
import { createProduct, deleteProduct, productPreviewUrl, updateProduct } from '../../api/products-api';
import { Alert } from '../../components/Alert';
import { PanelHeader } from '../../components/PanelHeader';
import { saveBarClass, SaveStatusText } from '../../components/SaveBar';
import { useConfirm } from '../../components/use-confirm';
import { EDITOR_MESSAGES } from '../../messages';
import { EDITOR_BASE, navigate } from '../../router/router';
import { siteUrl } from '../../shell/site-url';
import { useSession, useSignedIn } from '../../session/SessionProvider';
import { PERMISSION } from '../../session/permissions';
import { useEditorForm } from '../../state/use-editor-form';
import { DetailsSection } from './DetailsSection';
import { ImagesSection } from './ImagesSection';
import { OptionsSection } from './OptionsSection';
import {
  emptyProductForm,
  formFromProduct,
  formToInput,
  type ProductEditorData,
  type ProductForm,
} from './product-form';
import { OrganizeSection } from './OrganizeSection';
import { SearchSection } from './SearchSection';
import { SellingSection } from './SellingSection';
import { StatusSection } from './StatusSection';
import { VariantsTable } from './VariantsTable';

/** The product form with its save, delete and unsaved-changes handling. */
export function ProductFormPage({ data }: { data: ProductEditorData }) {
  const { site, can } = useSignedIn();
  const { state } = useSession();
  const currency = data.store.currency;
  const [product, setProduct] = useState<ProductDetail | null>(data.product);
  // Navigation waits for the commit that clears the unsaved state, or the guard would ask about it.
  const [exit, setExit] = useState<{ to: string; replace: boolean } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { confirm, dialog } = useConfirm();
  const canEdit = can(PERMISSION.storeEdit);

  // The check is formToInput's, which runs the contract's productInputSchema over the converted input.
  const editor = useEditorForm<ProductForm>(
    () =>
      data.product
        ? formFromProduct(data.product, currency)
        : emptyProductForm(data.collections[0]?.id ?? '', data.store.scarcityShownByDefault),
    async (form, leaving) => {
      const { input } = formToInput(form, currency);
      const saved = product ? await updateProduct(product.id, input) : await createProduct(input);
      setProduct(saved);
      // Saved from the unsaved-changes prompt, the owner is leaving: a new product does not open its page.
      if (!product && !leaving)
        setExit({ to: `${EDITOR_BASE}/products/${encodeURIComponent(saved.id)}`, replace: true });
      return formFromProduct(saved, currency);
    },
    { canEdit, guard: exit === null, check: (form) => formToInput(form, currency).errors },
  );
  const { value: form, errors, status, dirty } = editor;

  useEffect(() => {
    if (exit) navigate(exit.to, { replace: exit.replace });
  }, [exit]);

  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  async function remove() {
    if (!product) return;
    const confirmed = await confirm({
      title: 'Delete product',
      message: `Delete “${product.title}”? It disappears from your store at once. This cannot be undone.`,
      confirmLabel: 'Delete product',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await deleteProduct(product.id);
      setExit({ to: `${EDITOR_BASE}/products`, replace: false });
    } catch (error) {
      editor.fail(errorMessage(error, EDITOR_MESSAGES.somethingWentWrong));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (status.kind !== 'saving') void editor.save();
  }

  // A draft (or a product scheduled for later) has no page shoppers can open yet (decision 0049).
  const liveUrl =
    product?.live && state.status === 'signed-in'
      ? siteUrl(site, product.fullUrl, state.session.currentSiteId)
      : null;
  const props = { form, onChange: editor.update, errors, currency };
  return (
    <>
      <PanelHeader
        title={product ? product.title : 'New product'}
        description={
          product
            ? `Last saved ${new Date(product.updatedAt).toLocaleString()}`
            : 'Fill in the details, then save.'
        }
        actions={
          liveUrl ? (
            <a className="button" href={liveUrl} target="_blank" rel="noreferrer">
              View on site <span className="visually-hidden">(opens in a new tab)</span>
            </a>
          ) : product ? (
            <a className="button" href={productPreviewUrl(product.id)} target="_blank" rel="noreferrer">
              Preview <span className="visually-hidden">(opens in a new tab)</span>
            </a>
          ) : null
        }
      />
      {!canEdit ? <Alert tone="info">Your role can look at products but not change them.</Alert> : null}
      {status.kind === 'failed' ? <Alert tone="error">{status.message}</Alert> : null}
      <form ref={formRef} className="product-form" onSubmit={submit} noValidate aria-label="Product">
        <fieldset disabled={!canEdit || status.kind === 'saving'} className="plain-fieldset">
          <StatusSection {...props} />
          <DetailsSection {...props} collections={data.collections} />
          <ImagesSection {...props} />
          <OptionsSection {...props} />
          <VariantsTable {...props} />
          <SellingSection {...props} />
          <OrganizeSection {...props} />
          <SearchSection {...props} collections={data.collections} />
        </fieldset>
        {canEdit ? (
          <div className={saveBarClass(dirty || status.kind === 'saving')}>
            <SaveStatusText status={status} dirty={dirty} />
            {product ? (
              <button type="button" className="button button--danger-outline" onClick={() => void remove()}>
                Delete
              </button>
            ) : null}
            <button type="submit" className="button button--primary" aria-disabled={status.kind === 'saving'}>
              {status.kind === 'saving'
                ? EDITOR_MESSAGES.saving
                : product
                  ? 'Save product'
                  : 'Create product'}
            </button>
          </div>
        ) : null}
      </form>
      {dialog}
    </>
  );
}
