import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TWO_FACTOR_TEXT } from '@drisk/contract';
import * as stories from './RecoveryCodesPanel.stories';

const { TenCodes, WithoutDoneButton } = composeStories(stories);

describe('RecoveryCodesPanel', () => {
  it('lists the ten codes in order and warns they are shown once', () => {
    render(<TenCodes />);
    const items = within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('ABCD-EFGH-JKMN');
    expect(screen.getByText(TWO_FACTOR_TEXT.recoveryCodesHint)).toBeInTheDocument();
  });

  it('copies the codes one a line and says so', async () => {
    const user = userEvent.setup();
    render(<TenCodes />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(`${stories.default.args.codes.join('\n')}\n`);
    expect(TenCodes.args.onCopy).toHaveBeenCalledWith();
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('downloads them as a text file', async () => {
    const user = userEvent.setup();
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:codes');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<TenCodes />);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(created).toHaveBeenCalledWith(expect.any(Blob));
    expect(clicked.mock.contexts[0]).toHaveProperty('download', TWO_FACTOR_TEXT.recoveryCodesFileName);
    created.mockRestore();
    clicked.mockRestore();
  });

  it('offers the done button only when there is something to do after', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<TenCodes />);
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.savedCodes }));
    expect(TenCodes.args.onDone).toHaveBeenCalledOnce();
    unmount();
    render(<WithoutDoneButton />);
    expect(screen.queryByRole('button', { name: TWO_FACTOR_TEXT.savedCodes })).not.toBeInTheDocument();
  });
});
