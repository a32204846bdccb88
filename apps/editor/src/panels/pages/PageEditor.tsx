import {
  BLOCK_DEFINITIONS,
  duplicateBlock,
  insertBlock,
  moveBlock,
  removeBlock,
  updateBlockProps,
  type BlockType,
  type PageDocument,
  type SitePageDetail,
} from '@plinth/contracts';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { getPage, listPages, pagePreviewUrl, renderPageBlocks, savePageDraft } from '../../api/pages-api';
import { useFetch } from '../../state/use-fetch';
import { Alert } from '../../components/Alert';
import { Link } from '../../router/Link';
import { EDITOR_BASE, navigate } from '../../router/router';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useUnsavedChanges } from '../../state/unsaved-changes';
import { createPlacedForm } from '../forms/placed-form';
import { AddBlockDialog } from './AddBlockDialog';
import { BlockFields } from './BlockFields';
import { LayersPanel } from './LayersPanel';
import { findBlock, locateBlock, newBlock, newBlockId } from './new-block';
import { canvasTyping } from './in-place-text';
import { PageCanvas, type DeviceView } from './PageCanvas';
import { collectionItemsPath } from '../content/collection-paths';
import { ItemSettingsDialog } from '../content/ItemSettingsDialog';
import { PageSettingsDialog } from './PageSettingsDialog';
import { PublishControls } from './PublishControls';
import { pageStatusView } from './page-status-view';
import { saveLabel } from './save-state';
import { undoShortcut } from './undo-shortcuts';
import { useLiveFrame } from './use-live-frame';
import { usePageEditor, type SaveOutcome } from './use-page-editor';
import { invalidPageMessage } from './invalid-page';
import { pageDocumentSchema } from '@plinth/contracts/schemas';

const DEVICES: { value: DeviceView; label: string }[] = [
  { value: 'desktop', label: 'Desktop' },
  { value: 'tablet', label: 'Tablet' },
  { value: 'phone', label: 'Phone' },
];

/**
 * The visual page editor: the toolbar (Undo, Redo, save state, Save, Preview, Publish, device views),
 * the page in its frame, and the side panel with the Layers list and the selected block's fields.
 */
export function PageEditor({ page }: { page: SitePageDetail }) {
  const { can, site } = useSignedIn();
  const sitePages = useFetch((signal) => listPages(signal), `${site.id}/pages`);
  const mayEdit = can(PERMISSION.contentDraft);
  const mayPublish = can(PERMISSION.contentEdit);
  const save = useCallback(
    async (document: SitePageDetail['document'], base: number): Promise<SaveOutcome> => {
      // The server's own check, first here: a half-filled block (a gallery image without its file)
      // waits for the next edit instead of a round trip that can only be refused.
      const checked = pageDocumentSchema.safeParse(document);
      if (!checked.success) {
        return { ok: false, conflict: false, invalid: true, message: invalidPageMessage(checked.error) };
      }
      return savePageDraft(page.id, document, base);
    },
    [page.id],
  );
  const editor = usePageEditor({ document: page.document, revision: page.revision }, save);
  const render = useCallback(
    (document: PageDocument, signal: AbortSignal) => renderPageBlocks(page.id, document, signal),
    [page.id],
  );
  // The block whose text is being typed on the canvas (in-place-text.ts), if any.
  const [typingIn, setTypingIn] = useState<string | null>(null);
  const liveFrame = useLiveFrame(
    editor.document,
    editor.save.saved,
    editor.save.revision,
    render,
    typingIn !== null,
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [device, setDevice] = useState<DeviceView>('desktop');
  const [picking, setPicking] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  // The page's settings and status as last answered (Settings, Publish and Unpublish change them).
  const [info, setInfo] = useState(page);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [frameVersion, setFrameVersion] = useState(0);

  const dirty = editor.save.status !== 'saved';
  useUnsavedChanges(dirty && mayEdit && !deleted, editor.saveNow);
  // After the leave guard let go of the deleted page's draft (the effect above, same commit).
  useEffect(() => {
    if (deleted) navigate(`${EDITOR_BASE}/pages`);
  }, [deleted]);

  const { undo, redo } = editor;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = undoShortcut(event);
      if (!action || !mayEdit) return;
      event.preventDefault();
      if (action === 'undo') undo();
      else redo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo, mayEdit]);

  const selected = findBlock(editor.document, selectedId);

  function run(message: string | null) {
    setNotice(message ? { tone: 'error', text: message } : null);
  }

  async function addBlock(type: BlockType) {
    setPicking(false);
    const block = newBlock(type);
    let problem: string | null = null;
    if (type === 'form' && can(PERMISSION.formsManage)) {
      // A new Form block comes with a new form of its own, filled as a contact form (issue 24 §4).
      const created = await createPlacedForm(info.title);
      if (created.ok) block.props = { ...block.props, formId: created.formId };
      else problem = created.message;
    }
    const at = selectedId ? locateBlock(editor.document, selectedId) : null;
    const place = at
      ? { ...at, index: at.index + 1 }
      : { parentId: null, index: editor.document.blocks.length };
    const refused = editor.edit((document) => insertBlock(document, block, place));
    run(refused ?? problem);
    if (!refused) setSelectedId(block.id);
  }

  /**
   * A Form block's form was saved: the frame loads the page again to show it. The page's own edits are
   * saved first, so the frame loads the draft the editor has (a new Form block included), not an older one.
   */
  async function showSavedForm() {
    await editor.saveNow();
    setFrameVersion((v) => v + 1);
  }

  async function saveBeforePublishing(): Promise<boolean> {
    setNotice(null);
    if (await editor.saveNow()) return true;
    setNotice({ tone: 'error', text: editor.save.message ?? 'Save the page before publishing it.' });
    return false;
  }

  function pageChanged(next: SitePageDetail, text: string) {
    setInfo(next);
    setNotice({ tone: 'success', text });
  }

  async function reloadFromServer() {
    try {
      const fresh = await getPage(page.id);
      editor.reload(fresh.document, fresh.revision);
      setFrameVersion((v) => v + 1);
      setNotice(null);
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, 'Unable to load. Try again.') });
    }
  }

  const label = saveLabel(editor.save);
  const status = pageStatusView(info);
  // The draft differs from the version visitors see: as the server last said, or edited since (saved
  // to a newer revision, or not saved yet). Publishing answers the page with its revision, which the
  // saved draft then matches.
  const changed = info.hasUnpublishedChanges || dirty || editor.save.revision !== info.revision;
  return (
    <section className="page-editor" aria-label={`Edit page ${info.title}`}>
      <header className="page-editor__toolbar">
        <div className="page-editor__title">
          {info.collectionId ? (
            <Link to={collectionItemsPath(info.collectionId)} className="page-editor__back">
              ← All items
            </Link>
          ) : (
            <Link to={`${EDITOR_BASE}/pages`} className="page-editor__back">
              ← Pages
            </Link>
          )}
          <h1 className="page-editor__heading" tabIndex={-1} data-panel-heading>
            {info.title}
          </h1>
          <span className={`badge badge--page-${status.badge}`}>{status.label}</span>
          {status.schedule ? <span className="page-editor__scheduled">{status.schedule}</span> : null}
          {info.live && changed ? (
            <span className="badge badge--quiet page-editor__changes">Unpublished changes</span>
          ) : null}
        </div>
        <div className="page-editor__devices" role="group" aria-label="Device view">
          {DEVICES.map((option) => (
            <button
              key={option.value}
              type="button"
              className="button button--small"
              aria-pressed={device === option.value}
              onClick={() => setDevice(option.value)}
            >
              {option.label}
            </button>
          ))}
        </div>
        <div className="page-editor__actions">
          <button
            type="button"
            className="button button--small"
            onClick={undo}
            disabled={!mayEdit || !editor.canUndo}
          >
            Undo
          </button>
          <button
            type="button"
            className="button button--small"
            onClick={redo}
            disabled={!mayEdit || !editor.canRedo}
          >
            Redo
          </button>
          <span className={`page-editor__save-state is-${editor.save.status}`} role="status">
            {label}
          </span>
          {mayEdit ? (
            <button
              type="button"
              className="button"
              onClick={() => void editor.saveNow()}
              disabled={['saved', 'conflict', 'invalid'].includes(editor.save.status)}
            >
              Save
            </button>
          ) : null}
          <a
            className="button"
            href={pagePreviewUrl(page.id, editor.save.revision)}
            target="_blank"
            rel="noopener"
          >
            Preview
          </a>
          {mayEdit ? (
            <button type="button" className="button" onClick={() => setSettingsOpen(true)}>
              Settings
            </button>
          ) : null}
          {mayPublish ? (
            <PublishControls
              page={info}
              changed={changed}
              saveFirst={saveBeforePublishing}
              disabled={editor.save.status === 'conflict'}
              onChanged={pageChanged}
              onError={(text) => setNotice({ tone: 'error', text })}
            />
          ) : null}
        </div>
      </header>
      {editor.save.status === 'conflict' ? (
        <Alert tone="error" title="Not saved">
          <p>{editor.save.message}</p>
          <button type="button" className="button" onClick={() => void reloadFromServer()}>
            Reload
          </button>
        </Alert>
      ) : editor.save.status === 'failed' || editor.save.status === 'invalid' ? (
        <Alert tone="error">{editor.save.message}</Alert>
      ) : null}
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <div className="page-editor__body">
        <PageCanvas
          src={pagePreviewUrl(page.id, liveFrame.reloadKey * 1000 + frameVersion)}
          title={`${info.title}, as visitors see it`}
          device={device}
          selectedId={selectedId}
          onSelect={setSelectedId}
          draggable={mayEdit}
          onMove={(id, place) => {
            run(editor.edit((document) => moveBlock(document, id, place)));
            setSelectedId(id);
          }}
          live={liveFrame.live}
          onLoaded={liveFrame.frameLoaded}
          onLiveShown={liveFrame.liveShown}
          inPlace={
            mayEdit
              ? canvasTyping(
                  editor,
                  (message) => run(message),
                  (id) => {
                    setTypingIn(id);
                    if (id !== null) setSelectedId(id);
                  },
                )
              : undefined
          }
        />
        <aside className="page-editor__side" aria-label="Blocks">
          <div className="page-editor__side-head">
            <h2 className="page-editor__side-title">Layers</h2>
            {mayEdit ? (
              <button
                type="button"
                className="button button--small button--primary"
                onClick={() => setPicking(true)}
              >
                Add block
              </button>
            ) : null}
          </div>
          <LayersPanel
            document={editor.document}
            selectedId={selectedId}
            disabled={!mayEdit}
            onSelect={setSelectedId}
            onMove={(id, move) => run(editor.edit((document) => moveBlock(document, id, move.place)))}
            onDuplicate={(id) =>
              run(editor.edit((document) => duplicateBlock(document, id, () => newBlockId())))
            }
            onRemove={(id) => {
              const refused = editor.edit((document) => removeBlock(document, id));
              run(refused);
              if (!refused) setSelectedId(null);
            }}
          />
          {selected ? (
            <section
              className="page-editor__fields"
              aria-label={`${BLOCK_DEFINITIONS[selected.type].label} settings`}
            >
              <h2 className="page-editor__side-title">{BLOCK_DEFINITIONS[selected.type].label}</h2>
              <BlockFields
                key={selected.id}
                fields={BLOCK_DEFINITIONS[selected.type].fields}
                props={selected.props}
                disabled={!mayEdit}
                pages={sitePages.data?.pages ?? []}
                pageId={page.id}
                starters={BLOCK_DEFINITIONS[selected.type].defaults()}
                onFormSaved={() => void showSavedForm()}
                onChange={(change) =>
                  run(
                    editor.edit(
                      (document) => updateBlockProps(document, selected.id, { [change.name]: change.value }),
                      change.typing ? `${selected.id}.${change.name}` : undefined,
                    ),
                  )
                }
              />
            </section>
          ) : null}
        </aside>
      </div>
      <AddBlockDialog
        open={picking}
        onPick={(type) => void addBlock(type)}
        onClose={() => setPicking(false)}
      />
      {settingsOpen && info.collectionId ? (
        <ItemSettingsDialog
          page={info}
          siteId={site.id}
          mayPublish={mayPublish}
          pages={sitePages.data?.pages ?? []}
          onClose={() => setSettingsOpen(false)}
          onSaved={(saved) => {
            setSettingsOpen(false);
            pageChanged(saved, 'Settings saved.');
            setFrameVersion((v) => v + 1);
          }}
        />
      ) : settingsOpen ? (
        <PageSettingsDialog
          page={info}
          siteId={site.id}
          mayPublish={mayPublish}
          subpageCount={sitePages.data?.pages.filter((p) => p.parentId === page.id).length ?? 0}
          onClose={() => setSettingsOpen(false)}
          onSaved={(saved) => {
            setSettingsOpen(false);
            pageChanged(saved, 'Page settings saved.');
            setFrameVersion((v) => v + 1);
            sitePages.reload();
          }}
          onDeleted={() => {
            setSettingsOpen(false);
            setDeleted(true);
          }}
        />
      ) : null}
    </section>
  );
}
