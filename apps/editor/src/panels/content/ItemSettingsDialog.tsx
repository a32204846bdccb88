import type {
  ContentItemDetail,
  FieldErrors,
  MemberList,
  SitePageDetail,
  SitePageSummary,
} from '@plinth/contracts';
import { useId, useState } from 'react';
import { errorMessage, isApiError } from '../../api/api-error';
import { getContentItem, listCollections, updateContentItem } from '../../api/content-api';
import { listMembers } from '../../api/members-api';
import { getPage } from '../../api/pages-api';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { LoadState } from '../../components/LoadState';
import { EDITOR_MESSAGES } from '../../messages';
import { useFetch } from '../../state/use-fetch';
import { itemForm, itemFormInput, type ItemForm } from './item-form';
import { ItemSettingsFields } from './ItemSettingsFields';

interface ItemSettingsDialogProps {
  page: SitePageDetail;
  siteId: string;
  /** content.edit: a live item's settings. content.draft alone edits items not live. */
  mayPublish: boolean;
  pages: readonly SitePageSummary[];
  onSaved: (page: SitePageDetail) => void;
  onClose: () => void;
}

interface Loaded {
  item: ContentItemDetail;
  members: MemberList['members'];
  timeZone: string;
}

async function load(id: string, signal: AbortSignal): Promise<Loaded> {
  const [item, members, collections] = await Promise.all([
    getContentItem(id, signal),
    listMembers(signal).catch(() => ({ members: [], invitations: [] })),
    listCollections(signal),
  ]);
  return { item, members: members.members, timeZone: collections.timeZone };
}

/**
 * A post's or event's settings in the page editor: title, slug, excerpt, featured image, author,
 * tags, categories, dates (events in the site's time zone) and place, SEO and social image. Publish
 * and Schedule stay in the editor's toolbar, as for pages.
 */
export function ItemSettingsDialog(props: ItemSettingsDialogProps) {
  const loaded = useFetch((signal) => load(props.page.id, signal), props.page.id);
  return <LoadState state={loaded}>{(data) => <ItemSettingsForm {...props} loaded={data} />}</LoadState>;
}

function ItemSettingsForm({
  page,
  siteId,
  mayPublish,
  pages,
  onSaved,
  onClose,
  loaded,
}: ItemSettingsDialogProps & { loaded: Loaded }) {
  const formId = useId();
  const { item, timeZone } = loaded;
  const events = item.collectionType === 'events';
  const [form, setForm] = useState<ItemForm>(() => itemForm(item, timeZone));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const readOnly = item.live && !mayPublish;

  function change(update: Partial<ItemForm>) {
    setForm((current) => ({ ...current, ...update }));
  }

  async function save() {
    if (busy || readOnly) return;
    setBusy(true);
    setAlert(null);
    try {
      await updateContentItem(item.id, itemFormInput(form, events, timeZone));
      onSaved(await getPage(page.id));
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : {};
      setErrors(fields);
      setAlert(errorMessage(error, EDITOR_MESSAGES.somethingWentWrong));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      wide
      title={events ? 'Event settings' : 'Post settings'}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {readOnly ? 'Close' : EDITOR_MESSAGES.cancel}
          </button>
          {readOnly ? null : (
            <button type="submit" form={formId} className="button button--primary" disabled={busy}>
              {busy ? EDITOR_MESSAGES.saving : EDITOR_MESSAGES.save}
            </button>
          )}
        </>
      }
    >
      <form
        id={formId}
        className="page-settings item-settings"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {alert ? <Alert tone="error">{alert}</Alert> : null}
        {readOnly ? (
          <Alert tone="info">This item is live: only a role that can publish may change it.</Alert>
        ) : null}
        <ItemSettingsFields
          form={form}
          errors={errors}
          events={events}
          siteId={siteId}
          timeZone={timeZone}
          members={loaded.members}
          pages={pages}
          disabled={readOnly || busy}
          onChange={change}
        />
      </form>
    </Dialog>
  );
}
