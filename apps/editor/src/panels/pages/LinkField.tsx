import {
  LINK_LIMITS,
  LINK_NEW_WINDOW_LABEL,
  LINK_TYPE_LABELS,
  LINK_TYPES,
  emptyLink,
  linkPropProblem,
  type LinkProp,
  type LinkType,
  type PropValue,
  type SitePageSummary,
} from '@plinth/contracts';
import { useId, useState } from 'react';
import { Checkbox, Field } from '../../components/Field';
import { FilePicker } from '../../components/files/FilePicker';
import { isStoreAddress, StoreLinkField } from './StoreLinkField';

/** The "Link to" choice for the shop's own addresses (stored as web links). */
const STORE_CHOICE = 'store';

interface LinkFieldProps {
  label: string;
  value: PropValue | undefined;
  /** The site's pages, for "Page" links. */
  pages: readonly SitePageSummary[];
  disabled?: boolean;
  onChange: (value: PropValue, typing: boolean) => void;
  /** Every edit with the rules' refusal or null, valid or not (the rich-text link dialog's Save). */
  onEdit?: (link: LinkProp, problem: string | null) => void;
  /** The link types offered (default all); the product description has no File links. */
  types?: readonly LinkType[];
}

function asLink(value: PropValue | undefined): LinkProp {
  if (value && typeof value === 'object' && !Array.isArray(value) && typeof value.type === 'string') {
    return value as unknown as LinkProp;
  }
  return emptyLink();
}

function switchType(link: LinkProp, type: LinkType, pages: readonly SitePageSummary[]): LinkProp {
  const newWindow = link.newWindow;
  switch (type) {
    case 'page':
      return { type, pageId: pages[0]?.id ?? '', newWindow };
    case 'web':
      return { type, url: link.type === 'web' ? link.url : '/', newWindow };
    case 'email':
      return { type, email: '', subject: '', cc: '', bcc: '', body: '', newWindow };
    case 'phone':
      return { type, phone: '', newWindow };
    case 'file':
      return { type, fileId: '', newWindow };
  }
}

/**
 * The link editor (seed 001: Page, Web Address, Email with subject, CC, BCC and body, Phone, File; Open
 * in New Window; URL maximum length 2083). A link the rules refuse shows their message and is not
 * written to the block until it is fixed, so the page always saves.
 */
export function LinkField({ label, value, pages, disabled, onChange, onEdit, types }: LinkFieldProps) {
  const [link, setLink] = useState<LinkProp>(() => asLink(value));
  const [problem, setProblem] = useState<string | null>(null);
  const typeId = useId();
  const offered = types ?? LINK_TYPES;
  // The shop's addresses are web links chosen from the store (issue 24 §6), offered beside Page.
  const [inShop, setInShop] = useState(
    () => offered.includes('web') && link.type === 'web' && isStoreAddress(link.url),
  );
  const shown = inShop ? STORE_CHOICE : link.type;

  function change(next: LinkProp, typing: boolean) {
    setLink(next);
    const refused = linkPropProblem(next);
    setProblem(refused);
    onEdit?.(next, refused);
    if (!refused) onChange(next, typing);
  }

  const text = (name: string, current: string, max: number, fieldLabel: string, type = 'text') => (
    <Field label={fieldLabel} error={name === 'main' ? problem : undefined}>
      {(control) => (
        <input
          {...control}
          className="input"
          type={type}
          maxLength={max}
          disabled={disabled}
          value={current}
          onChange={(event) =>
            change({ ...link, [name === 'main' ? mainKey(link) : name]: event.target.value }, true)
          }
        />
      )}
    </Field>
  );

  return (
    <fieldset className="link-field">
      <legend className="field__label">{label}</legend>
      <div className="field">
        <label className="field__label" htmlFor={typeId}>
          Link to
        </label>
        <select
          id={typeId}
          className="input"
          disabled={disabled}
          value={shown}
          onChange={(event) => {
            const chosen = event.target.value;
            setInShop(chosen === STORE_CHOICE);
            if (chosen !== STORE_CHOICE) change(switchType(link, chosen as LinkType, pages), false);
          }}
        >
          {offered.flatMap((type) => [
            <option key={type} value={type}>
              {LINK_TYPE_LABELS[type]}
            </option>,
            type === 'page' && offered.includes('web') ? (
              <option key={STORE_CHOICE} value={STORE_CHOICE}>
                Shop, category or product
              </option>
            ) : null,
          ])}
        </select>
      </div>
      {shown === 'page' && link.type === 'page' ? (
        <Field label="Page" error={problem}>
          {(control) => (
            <select
              {...control}
              className="input"
              disabled={disabled}
              value={link.pageId}
              onChange={(event) => change({ ...link, pageId: event.target.value }, false)}
            >
              {pages.length === 0 ? <option value="">No pages yet</option> : null}
              {pages.map((page) => (
                <option key={page.id} value={page.id}>
                  {page.title} ({page.url})
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      {inShop ? (
        <StoreLinkField
          url={link.type === 'web' ? link.url : ''}
          error={problem}
          disabled={disabled}
          onChange={(url) => change({ type: 'web', url, newWindow: link.newWindow }, false)}
        />
      ) : link.type === 'web' ? (
        text('main', link.url, LINK_LIMITS.url, 'Web Address', 'url')
      ) : null}
      {shown === 'phone' && link.type === 'phone'
        ? text('main', link.phone, LINK_LIMITS.phone, 'Phone', 'tel')
        : null}
      {shown === 'file' && link.type === 'file' ? (
        <FilePicker
          label={LINK_TYPE_LABELS.file}
          accept="media"
          fileId={link.fileId || null}
          disabled={disabled}
          error={problem}
          removeLabel={null}
          onChange={(file) => change({ ...link, fileId: file?.id ?? '' }, false)}
        />
      ) : null}
      {shown === 'email' && link.type === 'email' ? (
        <>
          {text('main', link.email, LINK_LIMITS.email, 'Email', 'email')}
          {text('subject', link.subject, LINK_LIMITS.subject, 'Subject')}
          {text('cc', link.cc, LINK_LIMITS.addressList, 'CC')}
          {text('bcc', link.bcc, LINK_LIMITS.addressList, 'BCC')}
          {text('body', link.body, LINK_LIMITS.body, 'Body')}
        </>
      ) : null}
      <Checkbox
        label={LINK_NEW_WINDOW_LABEL}
        checked={link.newWindow}
        disabled={disabled}
        onChange={(checked) => change({ ...link, newWindow: checked }, false)}
      />
    </fieldset>
  );
}

/** The property the link's main text field edits. */
function mainKey(link: LinkProp): string {
  switch (link.type) {
    case 'web':
      return 'url';
    case 'email':
      return 'email';
    case 'phone':
      return 'phone';
    case 'file':
      return 'fileId';
    case 'page':
      return 'pageId';
  }
}
