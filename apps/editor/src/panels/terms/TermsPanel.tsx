import {
  TERM_KIND,
  TERM_MANAGER_LABELS as L,
  TERM_TYPE_LABEL,
  type TermKind,
  type TermWithCount,
} from '@plinth/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { deleteTerm, listTerms } from '../../api/terms-api';
import { Alert } from '../../components/Alert';
import { LoadState, SkeletonRows } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { RowButton, TableHead } from '../../components/TableParts';
import { useConfirm } from '../../components/use-confirm';
import { EDITOR_MESSAGES } from '../../messages';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { MergeTermDialog } from './MergeTermDialog';
import { TermEditRow } from './TermEditRow';
import { filterTerms, inTreeOrder, oneAtATime, usesText } from './term-text';
import '../../styles/terms.css';

const KINDS: readonly { kind: TermKind; label: string }[] = [
  { kind: TERM_KIND.tag, label: 'Tags' },
  { kind: TERM_KIND.category, label: 'Categories' },
];

/** What is being edited: nothing, the new-term row, or one term's row (seed 001: one at a time). */
type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'term'; id: string };

/**
 * Tags & categories (seed 001's tag and category manager): the site's tags or categories with how many
 * items and products use each; New, Edit (rename, a category's parent), Merge, Remove and Filter.
 */
export function TermsPanel() {
  const { can, site } = useSignedIn();
  const canEdit = can(PERMISSION.contentEdit);
  const [kind, setKind] = useState<TermKind>(TERM_KIND.tag);
  const terms = useFetch((signal) => listTerms(kind, signal), `${site.id}|${kind}`);
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [merging, setMerging] = useState<TermWithCount | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  const tagType = TERM_TYPE_LABEL[kind];

  function startEditing(next: Editing) {
    if (editing.kind !== 'none') return setProblem(oneAtATime(kind));
    setProblem(null);
    setEditing(next);
  }

  function switchKind(next: TermKind) {
    setKind(next);
    setEditing({ kind: 'none' });
    setFilter('');
    setProblem(null);
  }

  function saved() {
    setEditing({ kind: 'none' });
    setMerging(null);
    terms.reload();
  }

  async function remove(term: TermWithCount) {
    const confirmed = await confirm({
      title: `Remove ${tagType}`,
      message: `Remove “${term.name}”? It is taken off ${usesText(term)}. This cannot be undone.`,
      confirmLabel: `${L.remove} ${tagType}`,
      danger: true,
    });
    if (!confirmed) return;
    setProblem(null);
    try {
      await deleteTerm(term.id);
      terms.reload();
    } catch (error) {
      setProblem(errorMessage(error, EDITOR_MESSAGES.somethingWentWrong));
    }
  }

  return (
    <section className="panel terms-panel">
      <PanelHeader
        title="Tags & categories"
        description="Group blog posts, events and products. Shoppers browse the shop by category and filter by tag."
        actions={
          canEdit ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => startEditing({ kind: 'new' })}
            >
              {L.new} {tagType}
            </button>
          ) : null
        }
      />
      <div className="terms-panel__bar">
        <div className="segmented" role="group" aria-label="Show">
          {KINDS.map((k) => (
            <button
              key={k.kind}
              type="button"
              className="segmented__option"
              aria-pressed={kind === k.kind}
              onClick={() => switchKind(k.kind)}
            >
              {k.label}
            </button>
          ))}
        </div>
        <label className="terms-panel__filter">
          <span className="field__label">{L.filter}</span>
          <input
            className="input"
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={`Filter ${kind === TERM_KIND.tag ? 'tags' : 'categories'}`}
          />
        </label>
      </div>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <LoadState state={terms} skeleton={<SkeletonRows rows={4} />}>
        {({ terms: all }) => {
          const ordered = kind === TERM_KIND.category ? inTreeOrder(all) : all;
          const shown = filterTerms(ordered, filter);
          const parents = all.filter((t) => t.parentId === null);
          return (
            <div className="table-wrap card">
              <table className="table terms-table">
                <caption className="visually-hidden">
                  {kind === TERM_KIND.tag ? 'Tags' : 'Categories'}
                </caption>
                <TableHead columns={['Name', 'Used by']} actions={canEdit} />
                <tbody>
                  {editing.kind === 'new' ? (
                    <TermEditRow
                      kind={kind}
                      term={null}
                      parents={parents}
                      onSaved={saved}
                      onCancel={() => setEditing({ kind: 'none' })}
                    />
                  ) : null}
                  {shown.map((term) =>
                    editing.kind === 'term' && editing.id === term.id ? (
                      <TermEditRow
                        key={term.id}
                        kind={kind}
                        term={term}
                        parents={parents.filter((p) => p.id !== term.id)}
                        onSaved={saved}
                        onCancel={() => setEditing({ kind: 'none' })}
                      />
                    ) : (
                      <tr key={term.id} className={term.parentId ? 'terms-table__child' : undefined}>
                        <th scope="row">
                          <span className="terms-table__name">{term.name}</span>
                          <span className="terms-table__slug">/{term.slug}</span>
                        </th>
                        <td data-label="Used by">{usesText(term)}</td>
                        {canEdit ? (
                          <td className="table__actions">
                            <div className="terms-table__buttons">
                              <RowButton
                                label={L.edit}
                                name={term.name}
                                onClick={() => startEditing({ kind: 'term', id: term.id })}
                              />
                              <RowButton
                                label={L.merge}
                                name={term.name}
                                onClick={() => setMerging(term)}
                                disabled={all.length < 2}
                              />
                              <RowButton
                                label={L.remove}
                                name={term.name}
                                onClick={() => void remove(term)}
                                danger
                              />
                            </div>
                          </td>
                        ) : null}
                      </tr>
                    ),
                  )}
                  {shown.length === 0 && editing.kind !== 'new' ? (
                    <tr>
                      <td colSpan={canEdit ? 3 : 2} className="terms-table__empty">
                        {all.length === 0
                          ? `No ${kind === TERM_KIND.tag ? 'tags' : 'categories'} yet.`
                          : `No ${tagType} matches “${filter.trim()}”.`}
                      </td>
                    </tr>
                  ) : null}
                </tbody>
              </table>
            </div>
          );
        }}
      </LoadState>
      {merging && terms.data ? (
        <MergeTermDialog
          term={merging}
          targets={terms.data.terms.filter((t) => t.id !== merging.id)}
          onMerged={saved}
          onClose={() => setMerging(null)}
        />
      ) : null}
      {dialog}
    </section>
  );
}
