// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { MembersPanel } from './MembersPanel';

const owner = {
  userId: 'u1',
  email: 'owner@example.com',
  name: 'Site owner',
  role: 1,
  roleLabel: 'Administrator',
  joinedAt: '2025-01-01',
};
const editor = {
  userId: 'u2',
  email: 'ed@example.com',
  name: 'Ed',
  role: 4,
  roleLabel: 'Editor',
  joinedAt: '2025-01-02',
};
const LIST = { members: [owner, editor], invitations: [] };

beforeEach(() => window.history.replaceState(null, '', '/config/members'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function open(list = LIST) {
  const rendered = await renderSignedIn(<MembersPanel />, [
    { url: '/config/api/members', body: list },
    {
      method: 'POST',
      url: '/config/api/members/invitations',
      status: 201,
      body: (json: { email: string; role: number }) => ({
        invitation: {
          id: 'i1',
          email: json.email,
          role: json.role,
          roleLabel: 'Store manager',
          createdAt: '',
          expiresAt: '2025-01-08',
        },
        invitePath: '/config/invitation/secret-token',
      }),
    },
    {
      method: 'PUT',
      url: '/config/api/members/u2',
      body: { ...LIST, members: [owner, { ...editor, role: 10, roleLabel: 'Viewer' }] },
    },
  ]);
  await screen.findByText('ed@example.com');
  return rendered;
}

describe('MembersPanel', () => {
  test('invites with a role and shows the one-time link to copy', async () => {
    const { fetch } = await open();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const link = await screen.findByLabelText<HTMLInputElement>('Invitation link');
    expect(link.value).toBe(`${window.location.origin}/config/invitation/secret-token`);
    expect(fetch.callsTo('POST', '/config/api/members/invitations')[0]?.json).toEqual({
      email: 'new@example.com',
      role: 8,
    });
  });

  test('refuses a malformed email before sending: "Please enter a valid email"', async () => {
    const { fetch } = await open();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(fetch.callsTo('POST', '/config/api/members/invitations')).toHaveLength(0);
  });

  test('changes a role in place', async () => {
    const { fetch } = await open();
    fireEvent.change(screen.getByLabelText('Role of Ed'), { target: { value: '10' } });
    await waitFor(() =>
      expect(fetch.callsTo('PUT', '/config/api/members/u2')[0]?.json).toEqual({ role: 10 }),
    );
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Role of Ed').value).toBe('10'));
  });

  test('roles are offered by what they do; those of features not built yet are listed but not offered', async () => {
    await open();
    const select = screen.getByLabelText<HTMLSelectElement>('Role');
    const groups = [...select.querySelectorAll('optgroup')].map((group) => group.label);
    expect(groups).toEqual([
      'The whole site',
      'Pages and content',
      'The store',
      'Money and figures',
      'Not in Plinth yet',
    ]);
    const moderator = [...select.options].find((option) => option.value === '6');
    expect(moderator?.textContent).toBe('Moderator (comments)');
    expect(moderator?.disabled).toBe(true);
    expect([...select.options].some((option) => option.value === '14')).toBe(false);
  });

  test('a member with "No access" or with a role of a later feature sees it chosen in their select', async () => {
    await open({
      members: [
        owner,
        { ...editor, role: 14, roleLabel: 'No access' },
        { ...editor, userId: 'u3', name: 'Mo', email: 'mo@example.com', role: 6, roleLabel: 'Moderator' },
      ],
      invitations: [],
    });
    const suspended = screen.getByLabelText<HTMLSelectElement>('Role of Ed');
    expect(suspended.value).toBe('14');
    expect(suspended.selectedOptions[0]?.textContent).toBe('No access');
    const moderator = screen.getByLabelText<HTMLSelectElement>('Role of Mo');
    expect(moderator.value).toBe('6');
    expect(moderator.selectedOptions[0]?.disabled).toBe(false);
  });

  test('the role hint says what the chosen role may do, from the permission matrix', async () => {
    await open();
    const select = screen.getByLabelText<HTMLSelectElement>('Role');
    const hint = () => document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(hint()).toBe(
      'Can edit pages and products, manage forms and inventory, moderate comments; sees settings.',
    );
    fireEvent.change(select, { target: { value: '10' } });
    expect(hint()).toBe('Sees pages, products, forms, inventory, restock sign-ups, settings and analytics.');
    fireEvent.click(screen.getByText('What each role can do'));
    expect(screen.getByText('Store manager', { selector: 'dt' })).toBeTruthy();
    expect(screen.getAllByRole('term')).toHaveLength(15);
  });

  test('the only administrator is offered no role change and no Leave, with the reason shown', async () => {
    await open();
    expect(screen.queryByLabelText('Role of Site owner')).toBeNull();
    expect(screen.queryByRole('button', { name: /Leave/ })).toBeNull();
    expect(
      screen.getByText(
        'You are the only administrator: make someone else an administrator before changing your role or leaving.',
      ),
    ).toBeTruthy();
    // Others keep their controls.
    expect(screen.getByLabelText('Role of Ed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Ed' })).toBeTruthy();
  });

  test("shows the server's refusal as is (the last administrator)", async () => {
    // Two administrators in the list, the other one demoted meanwhile elsewhere: the server refuses.
    const { fetch } = await open({
      ...LIST,
      members: [owner, { ...editor, role: 1, roleLabel: 'Administrator' }],
    });
    fetch.routes.unshift({
      method: 'PUT',
      url: '/config/api/members/u1',
      status: 409,
      body: {
        code: 'MEMBERS_LAST_ADMIN',
        message: 'A site needs at least one administrator. Make someone else an administrator first.',
      },
    });
    fireEvent.change(screen.getByLabelText('Role of Site owner'), { target: { value: '4' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A site needs at least one administrator. Make someone else an administrator first.',
    );
  });
});
