import { useRef, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { deepEqual } from '../../state/deep-equal';
import { type NavigationField } from '@plinth/contracts';
import { DEFAULT_TEMPLATE_ID } from '@plinth/contracts/schemas';
import { updateNavigation } from '../../api/navigation-api';
import { Alert } from '../../components/Alert';
import { FormSection } from '../../components/FormSection';
import { PanelHeader } from '../../components/PanelHeader';
import { saveBarClass, SaveStatusText } from '../../components/SaveBar';
import { EDITOR_MESSAGES } from '../../messages';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useUnsavedChanges } from '../../state/unsaved-changes';
import type { SaveStatus } from '../../state/use-editor-form';
import { FolderDialog } from './FolderDialog';
import { LinkEditorDialog, type LinkValue } from './LinkEditorDialog';
import type { SitePage } from './link-target';
import type { NavigationData } from './load-navigation';
import { buildNavigation, flattenNavigation, isFolder, newEntryKey, type NavEntry } from './nav-tree';
import { NavigationList } from './NavigationList';
import { NewStorePageDialog } from './NewStorePageDialog';

type Lists = Record<NavigationField, NavEntry[]>;
type Editing =
  | { kind: 'link'; field: NavigationField; key: string | null }
  | { kind: 'folder'; field: NavigationField; key: string | null }
  | { kind: 'store' }
  | null;

const LABELS: Record<NavigationField, { title: string; description: string }> = {
  mainNavigation: { title: 'Main navigation', description: 'The menu at the top of every page.' },
  secondaryNavigation: { title: 'Secondary navigation', description: 'Smaller links, shown in the footer.' },
};
const FIELDS: NavigationField[] = ['mainNavigation', 'secondaryNavigation'];

/** Why a list cannot be saved as it is, or null. */
function problemOf(entries: readonly NavEntry[]): string | null {
  const empty = entries.find(
    (entry, index) => entry.depth === 0 && isFolder(entry) && entries[index + 1]?.depth !== 1,
  );
  return empty ? `The folder “${empty.title}” is empty: move a link into it or remove it.` : null;
}

export function NavigationEditor({ data, onReload }: { data: NavigationData; onReload: () => void }) {
  const { can } = useSignedIn();
  const canEdit = can(PERMISSION.contentEdit);
  const [baseline] = useState<Lists>(() => ({
    mainNavigation: flattenNavigation(data.main),
    secondaryNavigation: flattenNavigation(data.secondary),
  }));
  const [lists, setLists] = useState<Lists>(baseline);
  const [saved, setSaved] = useState<Lists>(baseline);
  const [editing, setEditing] = useState<Editing>(null);
  const [newPages, setNewPages] = useState<SitePage[]>([]);
  const pages = [...data.pages, ...newPages];
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const listsRef = useRef<HTMLDivElement>(null);
  const changed = FIELDS.filter(
    (field) => !deepEqual(buildNavigation(lists[field]), buildNavigation(saved[field])),
  );
  const dirty = changed.length > 0;

  useUnsavedChanges(dirty && canEdit, save, () =>
    listsRef.current?.querySelector<HTMLElement>('.nav-row__handle')?.focus(),
  );

  function setList(field: NavigationField, entries: NavEntry[]) {
    setLists((current) => ({ ...current, [field]: entries }));
    setStatus({ kind: 'idle' });
  }

  async function save(): Promise<boolean> {
    const problem = FIELDS.map((field) => problemOf(lists[field])).find(Boolean);
    if (problem) {
      setStatus({ kind: 'failed', message: problem });
      return false;
    }
    setStatus({ kind: 'saving' });
    try {
      for (const field of changed) {
        await updateNavigation({
          fieldName: field,
          templateId: DEFAULT_TEMPLATE_ID,
          items: buildNavigation(lists[field]),
        });
      }
      setSaved(lists);
      setStatus({ kind: 'saved' });
      return true;
    } catch (error) {
      setStatus({ kind: 'failed', message: errorMessage(error, EDITOR_MESSAGES.somethingWentWrong) });
      return false;
    }
  }

  function saveLink(field: NavigationField, key: string | null, value: LinkValue) {
    const entries = lists[field];
    if (key)
      setList(
        field,
        entries.map((entry) => (entry.key === key ? { ...entry, ...value } : entry)),
      );
    else
      setList(field, [...entries, { key: newEntryKey(), depth: 0, memberAreaId: null, url: null, ...value }]);
    setEditing(null);
  }

  function saveFolder(field: NavigationField, key: string | null, title: string) {
    const entries = lists[field];
    if (key)
      setList(
        field,
        entries.map((entry) => (entry.key === key ? { ...entry, title } : entry)),
      );
    else {
      const folder: NavEntry = {
        key: newEntryKey(),
        depth: 0,
        title,
        collectionId: null,
        externalLink: null,
        url: null,
        memberAreaId: null,
        newWindow: false,
      };
      setList(field, [...entries, folder]);
    }
    setEditing(null);
  }

  const editedEntry =
    editing && editing.kind !== 'store' && editing.key
      ? (lists[editing.field].find((e) => e.key === editing.key) ?? null)
      : null;

  return (
    <>
      <PanelHeader
        title="Navigation"
        description="Drag links to reorder them, or sideways to put them in a folder. Changes show on your site after you save."
        actions={
          canEdit && can(PERMISSION.storeEdit) ? (
            <button type="button" className="button" onClick={() => setEditing({ kind: 'store' })}>
              New store page
            </button>
          ) : null
        }
      />
      {data.hasMain ? null : (
        <Alert tone="info">{EDITOR_MESSAGES.mainNavigationMissing}. Add a link to start one.</Alert>
      )}
      {status.kind === 'failed' ? <Alert tone="error">{status.message}</Alert> : null}
      <div ref={listsRef} className="stack">
        {FIELDS.map((field) => (
          <FormSection
            key={field}
            title={LABELS[field].title}
            description={LABELS[field].description}
            actions={
              canEdit ? (
                <>
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => setEditing({ kind: 'link', field, key: null })}
                  >
                    Add link <span className="visually-hidden">to {LABELS[field].title.toLowerCase()}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => setEditing({ kind: 'folder', field, key: null })}
                  >
                    Add folder <span className="visually-hidden">to {LABELS[field].title.toLowerCase()}</span>
                  </button>
                </>
              ) : null
            }
          >
            <NavigationList
              label={LABELS[field].title}
              entries={lists[field]}
              pages={pages}
              disabled={!canEdit || status.kind === 'saving'}
              onChange={(entries) => setList(field, entries)}
              onEdit={(entry) =>
                setEditing({ kind: isFolder(entry) ? 'folder' : 'link', field, key: entry.key })
              }
            />
          </FormSection>
        ))}
      </div>
      {canEdit ? (
        <div className={saveBarClass(dirty || status.kind === 'saving')}>
          <SaveStatusText status={status} dirty={dirty} />
          <button
            type="button"
            className="button button--primary"
            aria-disabled={!dirty || status.kind === 'saving'}
            onClick={() => {
              if (dirty && status.kind !== 'saving') void save();
            }}
          >
            {status.kind === 'saving' ? EDITOR_MESSAGES.saving : 'Save navigation'}
          </button>
        </div>
      ) : null}
      {editing?.kind === 'link' ? (
        <LinkEditorDialog
          initial={editedEntry}
          pages={pages}
          onClose={() => setEditing(null)}
          onSave={(value) => saveLink(editing.field, editing.key, value)}
        />
      ) : null}
      {editing?.kind === 'folder' ? (
        <FolderDialog
          initial={editedEntry?.title ?? null}
          onClose={() => setEditing(null)}
          onSave={(title) => saveFolder(editing.field, editing.key, title)}
        />
      ) : null}
      {editing?.kind === 'store' ? (
        <NewStorePageDialog
          onClose={() => setEditing(null)}
          onCreated={(link, page) => {
            setEditing(null);
            setNewPages((list) => [...list, { title: page.title, value: page.id, group: 'store' }]);
            // The server added the link; unsaved changes here must not be lost by reloading, so add it here too.
            if (dirty && link) saveLink('mainNavigation', null, link);
            else onReload();
          }}
        />
      ) : null}
    </>
  );
}
