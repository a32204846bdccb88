// @vitest-environment jsdom
import { SITE_PAGE_MESSAGES } from '@plinth/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ScheduleDialog } from './ScheduleDialog';

type OnSchedule = (publishAt: string) => Promise<{ field: string | null; message: string } | null>;

afterEach(cleanup);

// 1 June 2031, 09:10 local time.
const now = () => new Date(2031, 5, 1, 9, 10);

async function open(onSchedule = vi.fn<OnSchedule>(async () => null), scheduledAt: string | null = null) {
  const onClose = vi.fn();
  render(<ScheduleDialog scheduledAt={scheduledAt} onSchedule={onSchedule} onClose={onClose} now={now} />);
  const dialog = await screen.findByRole('dialog', { name: 'Schedule publishing' });
  const input = within(dialog).getByLabelText<HTMLInputElement>('Publish on');
  return { dialog, input, onSchedule, onClose };
}

describe('Schedule publishing', () => {
  test('suggests the next whole hour in local time and sends the chosen time as ISO 8601', async () => {
    const { dialog, input, onSchedule } = await open();
    expect(input.type).toBe('datetime-local');
    expect(input.value).toBe('2031-06-01T10:00');
    expect(dialog.textContent).toContain('In your time zone');
    fireEvent.change(input, { target: { value: '2031-06-03T08:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(onSchedule).toHaveBeenCalledWith(new Date(2031, 5, 3, 8, 30).toISOString()));
  });

  test('a time already past says it publishes now, and the button says so too', async () => {
    const { dialog, input, onSchedule } = await open();
    fireEvent.change(input, { target: { value: '2031-06-01T08:00' } });
    expect(dialog.textContent).toContain('This time has passed: the page will be published now.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(onSchedule).toHaveBeenCalledTimes(1));
  });

  test('an empty time is refused at the field; the server’s refusal shows there too', async () => {
    const onSchedule = vi.fn<OnSchedule>(async () => ({
      field: 'publishAt',
      message: SITE_PAGE_MESSAGES.publishAtInvalid,
    }));
    const { dialog, input } = await open(onSchedule, new Date(2031, 6, 4, 12, 0).toISOString());
    expect(input.value).toBe('2031-07-04T12:00');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(SITE_PAGE_MESSAGES.publishAtInvalid)).toBeTruthy();
    expect(onSchedule).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '2031-07-05T12:00' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByRole('button', { name: 'Schedule' })).toHaveProperty('disabled', false);
  });
});
