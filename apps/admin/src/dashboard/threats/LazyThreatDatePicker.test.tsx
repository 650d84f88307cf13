import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { THREAT_TEXT } from '@drisk/contract/client';
import { LazyThreatDatePicker } from './LazyThreatDatePicker';

const NOV_3 = dayjs('2026-11-03');

describe('LazyThreatDatePicker', { timeout: 30_000 }, () => {
  it('shows the date before the picker loads, then opens the real calendar from its button', async () => {
    const user = userEvent.setup();
    render(<LazyThreatDatePicker label={THREAT_TEXT.from} value={NOV_3} onChange={vi.fn()} />);
    expect(screen.getByLabelText(THREAT_TEXT.from)).toHaveValue('11/03/2026');

    await user.click(screen.getByRole('button', { name: THREAT_TEXT.chooseDate }));
    // MUI X's calendar, which only the loaded picker has.
    expect(await screen.findByRole('gridcell', { name: '3' })).toHaveAttribute('aria-selected', 'true');
  });

  it('hands a focus of the field over to the picker, which then changes the date', async () => {
    const user = userEvent.setup();
    const handleChange = vi.fn();
    render(<LazyThreatDatePicker label={THREAT_TEXT.from} value={NOV_3} onChange={handleChange} />);
    await user.click(screen.getByLabelText(THREAT_TEXT.from));
    // The picker's field is a group of sections; its day section is a spin button.
    const day = await screen.findByRole('spinbutton', { name: 'Day' });
    await vi.waitFor(() =>
      expect(day.closest('[role=group]')).toContainElement(document.activeElement as HTMLElement),
    );
    await user.click(day);
    await user.keyboard('{ArrowUp}');
    expect(handleChange.mock.calls.at(-1)?.[0]?.format('MM/DD/YYYY')).toBe('11/04/2026');
  });
});
