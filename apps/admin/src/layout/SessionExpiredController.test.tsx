import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UI_TEXT } from '@drisk/contract/client';
import { SessionExpiredController } from './SessionExpiredController';
import { sessionExpiry } from './sessionExpiry';

describe('SessionExpiredController', () => {
  it('shows nothing until the session expires, then the dialog, whose Okay signs in again', async () => {
    const user = userEvent.setup();
    const handleSignIn = vi.fn();
    render(<SessionExpiredController onSignIn={handleSignIn} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => sessionExpiry.expire());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(UI_TEXT.sessionExpiredTitle);
    await user.click(screen.getByRole('button', { name: UI_TEXT.sessionExpiredButton }));
    expect(handleSignIn).toHaveBeenCalledTimes(1);
  });
});
