import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './DevicePickerDialog.stories';

const { Default, NoneSelected, Empty, ManyDevices, CustomTitle, Interactive } = composeStories(stories);

describe('DevicePickerDialog', () => {
  it("is a dialog named 'Paired IOT Devices' with a checkbox per device, named by the device", () => {
    render(<Default />);
    const dialog = screen.getByRole('dialog', { name: 'Paired IOT Devices' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    expect(within(dialog).getByRole('checkbox', { name: "Emma's iPhone" })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Living Room TV' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Kids Tablet' })).toBeChecked();
  });

  it('passes the checked ids to onUpdate, in the order of the list', async () => {
    const user = userEvent.setup();
    const onUpdate = vi.fn();
    render(<Default onUpdate={onUpdate} />);

    await user.click(screen.getByRole('checkbox', { name: 'Front Door Camera' }));
    await user.click(screen.getByRole('checkbox', { name: "Emma's iPhone" }));
    await user.click(screen.getByRole('checkbox', { name: 'Living Room TV' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(onUpdate).toHaveBeenCalledWith(['192.168.8.34', '192.168.8.40', '192.168.8.52']);
  });

  it('passes an empty list when nothing is checked', async () => {
    const user = userEvent.setup();
    const onUpdate = vi.fn();
    render(<NoneSelected onUpdate={onUpdate} />);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(onUpdate).toHaveBeenCalledWith([]);
  });

  it('closes without updating from Cancel, the close button and Escape', async () => {
    const user = userEvent.setup();
    const onUpdate = vi.fn();
    const onClose = vi.fn();
    render(<Default onUpdate={onUpdate} onClose={onClose} />);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it("shows 'No Data Available' and no Update for an empty list", () => {
    render(<Empty />);
    const dialog = screen.getByRole('dialog', { name: 'Paired IOT Devices' });
    expect(within(dialog).getByText('No Data Available')).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeDisabled();
  });

  it('lists every device of a long list and takes another title', () => {
    render(<ManyDevices />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(30);
    render(<CustomTitle />);
    expect(screen.getByRole('dialog', { name: 'Devices for this rule' })).toBeInTheDocument();
  });

  it('discards an unsaved choice: the next opening starts from the saved selection', async () => {
    const user = userEvent.setup();
    render(<Interactive />);
    expect(screen.getByTestId('chosen-devices')).toHaveTextContent("Emma's iPhone, Kids Tablet");

    await user.click(screen.getByRole('button', { name: 'Select devices' }));
    await user.click(screen.getByRole('checkbox', { name: 'Living Room TV' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Select devices' }));
    expect(screen.getByRole('checkbox', { name: 'Living Room TV' })).not.toBeChecked();
  });

  it("updates the card's selection, down to 'No Devices Selected'", async () => {
    const user = userEvent.setup();
    render(<Interactive />);

    await user.click(screen.getByRole('button', { name: 'Select devices' }));
    await user.click(screen.getByRole('checkbox', { name: "Emma's iPhone" }));
    await user.click(screen.getByRole('checkbox', { name: 'Kids Tablet' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(screen.getByTestId('chosen-devices')).toHaveTextContent('No Devices Selected');
  });
});
