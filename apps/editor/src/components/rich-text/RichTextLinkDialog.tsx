import { linkPropProblem, type LinkProp, type LinkType, type SitePageSummary } from '@plinth/contracts';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { LinkField } from '../../panels/pages/LinkField';
import { Dialog } from '../Dialog';
import { Field } from '../Field';

export interface LinkDialogState {
  /** The link being edited, or a new one. */
  link: LinkProp;
  /** True when the cursor or selection is on a link already (Remove link is offered). */
  editing: boolean;
  /** Nothing selected and no link there: the dialog asks for the words to link. */
  needsText: boolean;
}

interface RichTextLinkDialogProps {
  state: LinkDialogState;
  pages: readonly SitePageSummary[];
  types?: readonly LinkType[];
  /** Why a valid link still cannot be stored here (a page the description cannot resolve), or null. */
  storeProblem: (link: LinkProp) => string | null;
  onSave: (link: LinkProp, text: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** Add or edit a link in rich text, with the page editor's link editor (LinkField). */
export function RichTextLinkDialog({
  state,
  pages,
  types,
  storeProblem,
  onSave,
  onRemove,
  onClose,
}: RichTextLinkDialogProps) {
  const [link, setLink] = useState<LinkProp>(state.link);
  const [problem, setProblem] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const formId = `rich-link-${state.editing ? 'edit' : 'add'}`;

  function save() {
    const refused = linkPropProblem(link) ?? storeProblem(link);
    setProblem(refused);
    const missingText = state.needsText && text.trim() === '';
    setTextError(missingText ? 'Enter the words to link.' : null);
    if (!refused && !missingText) onSave(link, text);
  }

  // In a portal: the field may sit inside a form (the product editor), and forms cannot nest.
  return createPortal(
    <Dialog
      open
      title={state.editing ? 'Edit link' : 'Add link'}
      onClose={onClose}
      footer={
        <>
          {state.editing ? (
            <button
              type="button"
              className="button button--danger-outline rich-link-dialog__remove"
              onClick={onRemove}
            >
              Remove link
            </button>
          ) : null}
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className="button button--primary">
            {state.editing ? 'Save link' : 'Add link'}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="stack rich-link-dialog"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // React events bubble through the portal to the form around the field.
          event.stopPropagation();
          save();
        }}
      >
        {state.needsText ? (
          <Field label="Text to show" error={textError}>
            {(control) => (
              <input
                {...control}
                className="input"
                maxLength={500}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </Field>
        ) : null}
        <LinkField
          label="Link"
          value={state.link}
          pages={pages}
          types={types}
          onChange={() => undefined}
          onEdit={(next, refused) => {
            setLink(next);
            setProblem(refused);
          }}
        />
        {problem && linkPropProblem(link) === null ? (
          <p className="field__error" role="alert">
            {problem}
          </p>
        ) : null}
      </form>
    </Dialog>,
    document.body,
  );
}
