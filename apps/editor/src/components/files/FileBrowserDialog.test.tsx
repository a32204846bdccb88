// @vitest-environment jsdom
import { SITE_ROLE, type FileDetail, type OwnerFile } from '@plinth/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { FileBrowserDialog } from './FileBrowserDialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function file(n: number): OwnerFile {
  return {
    id: `f${n}`,
    url: `/assets/uploads/site1/f${n}.png`,
    fileName: `photo ${n}.png`,
    contentType: 'image/png',
    kind: 'image',
    size: 1536,
    width: 640,
    height: 400,
    thumbnailUrl: `/assets/uploads/site1/f${n}-300w.webp`,
    createdAt: '2026-11-25T10:00:00.000Z',
  };
}

const detail = (n: number): FileDetail => ({
  ...file(n),
  usedIn: [{ kind: 'page', id: 'pg1', title: 'About us', as: 'content' }],
});

async function open(role: number = SITE_ROLE.ADMIN) {
  const onChoose = vi.fn();
  const rendered = await renderSignedIn(
    <>
      <h1>Edit page</h1>
      <FileBrowserDialog accept="image" onChoose={onChoose} onClose={() => {}} />
    </>,
    [
      // The second page, asked for with the first page's cursor.
      {
        url: /^\/config\/api\/files\?kind=image&cursor=next1$/,
        body: { files: [file(3)], nextCursor: null },
      },
      { url: /^\/config\/api\/files\?kind=image$/, body: { files: [file(1), file(2)], nextCursor: 'next1' } },
      { url: /^\/config\/api\/files\/f\d$/, body: (_: unknown) => detail(2) },
    ],
    role as never,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Choose File' });
  return { ...rendered, dialog, onChoose };
}

describe('the file browser dialog', () => {
  test('lists Existing Files, Load More appends the next page, and Choose File answers the selected file', async () => {
    const { dialog, onChoose, fetch } = await open();
    const grid = within(dialog).getByRole('radiogroup', { name: 'Existing Files' });
    await within(grid).findByRole('radio', { name: /^photo 1\.png/ });
    const choose = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Choose File' });
    expect(choose.disabled).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Load More' }));
    await within(grid).findByRole('radio', { name: /^photo 3\.png/ });
    expect(within(dialog).queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(fetch.callsTo('GET', '/config/api/files').map((call) => call.url)).toContain(
      '/config/api/files?kind=image&cursor=next1',
    );

    fireEvent.click(within(grid).getByRole('radio', { name: /^photo 2\.png/ }));
    const facts = within(dialog).getByRole('region', { name: 'File Detail' });
    expect(within(facts).getByText('PNG image')).toBeTruthy();
    expect(await within(facts).findByText('About us (page)')).toBeTruthy();
    fireEvent.click(choose);
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 'f2', fileName: 'photo 2.png' }));
  });

  test('the delete confirmation says it cannot be undone, to update all links, and where the file is used', async () => {
    const { dialog } = await open();
    const grid = within(dialog).getByRole('radiogroup', { name: 'Existing Files' });
    fireEvent.click(await within(grid).findByRole('radio', { name: /^photo 2\.png/ }));
    const facts = within(dialog).getByRole('region', { name: 'File Detail' });
    await within(facts).findByText('About us (page)');
    fireEvent.click(within(facts).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete file?' });
    expect(confirm.textContent).toContain(
      '“photo 2.png” will be deleted. This cannot be undone: update all links to this file. It is used on: About us (page).',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep file' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  test('a role that cannot change files browses and chooses, without Upload File, Rename or Delete', async () => {
    const { dialog } = await open(SITE_ROLE.DRAFT_EDITOR);
    const grid = within(dialog).getByRole('radiogroup', { name: 'Existing Files' });
    fireEvent.click(await within(grid).findByRole('radio', { name: /^photo 2\.png/ }));
    expect(within(dialog).queryByRole('region', { name: 'Upload File' })).toBeNull();
    const facts = within(dialog).getByRole('region', { name: 'File Detail' });
    expect(within(facts).queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(within(facts).queryByRole('button', { name: 'Delete' })).toBeNull();
    const choose = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Choose File' });
    expect(choose.disabled).toBe(false);
  });
});
