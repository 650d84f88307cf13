import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UI_TEXT } from '@drisk/contract';
import { endpointKind } from './endpointKind';
import * as stories from './EndpointList.stories';
import { formatConnectedHours } from './formatConnectedHours';
import { formatDataUsed } from './formatDataUsed';

const {
  Connected,
  Blocked,
  Loading,
  NoConnectedDevices,
  NoBlockedDevices,
  Busy,
  NotSelectable,
  ReadOnly,
  TimedBlocks,
  ExtremeValues,
  WithDataUsed,
} = composeStories(stories);

describe('endpointKind', () => {
  it.each([
    ['Pixel 8', 'phone'],
    ["Grace's iPhone", 'phone'],
    ['Galaxy S24', 'phone'],
    ["Olivia's MacBook Pro", 'laptop'],
    ['DESKTOP-7H2K', 'laptop'],
    ['Surface Laptop 5', 'laptop'],
    ['Living Room TV', 'tv'],
    ['SamsungSmartTV', 'tv'],
    ['Roku Ultra', 'tv'],
    ['Front Door Camera', 'camera'],
    ['Ring Doorbell', 'camera'],
    ['Nursery Cam', 'camera'],
    ['Thermostat', 'other'],
    ['', 'other'],
  ] as const)('guesses %j is a %s', (name, kind) => {
    expect(endpointKind(name)).toBe(kind);
  });
});

describe('formatConnectedHours', () => {
  it('shows data used in decimal units to 2 decimals', () => {
    expect(formatDataUsed(0)).toBe('0 B');
    expect(formatDataUsed(950)).toBe('950 B');
    expect(formatDataUsed(1_234_567)).toBe('1.23 MB');
    expect(formatDataUsed(8.2e9)).toBe('8.20 GB');
    expect(formatDataUsed(Number.NaN)).toBe('--');
  });

  it('shows the data used of each connected row only when it is given', () => {
    const { unmount } = render(<WithDataUsed />);
    expect(screen.getByText('Data used: 1.23 MB')).toBeInTheDocument();
    expect(screen.getAllByText(/^Data used:/).length).toBeGreaterThan(1);
    unmount();
    render(<Connected />);
    expect(screen.queryByText(/^Data used:/)).not.toBeInTheDocument();
  });

  it('shows hours to 2 decimals', () => {
    expect(formatConnectedHours(3.25)).toBe('3.25 h');
    expect(formatConnectedHours(0.1)).toBe('0.10 h');
    expect(formatConnectedHours(26.125)).toBe('26.13 h');
    expect(formatConnectedHours(Number.NaN)).toBe('--');
  });
});

describe('EndpointList', () => {
  it('lists connected devices with name, MAC and connected time under its title', () => {
    render(<Connected />);
    const list = screen.getByRole('list', { name: 'Connected Devices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Pixel 8');
    expect(rows[0]).toHaveTextContent('MAC: 3C:5A:B4:11:22:01');
    expect(rows[0]).toHaveTextContent('Connected: 3.25 h');
    expect(rows[2]).toHaveTextContent('Connected: 26.13 h');
    expect(screen.getByRole('heading', { level: 2, name: 'Connected Devices' })).toBeInTheDocument();
  });

  it('blocks the endpoint whose Block button is pressed', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<Connected onAction={onAction} />);
    await user.click(screen.getByRole('button', { name: 'Block Living Room TV' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ mac_address: '3C:5A:B4:11:22:03' }),
    );
    expect(screen.queryByRole('button', { name: /^Unblock/ })).not.toBeInTheDocument();
  });

  it('unblocks from the blocked list, which shows no connected time', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<Blocked onAction={onAction} />);
    const list = screen.getByRole('list', { name: 'Blocked Devices' });
    expect(within(list).getAllByRole('listitem')[0]).not.toHaveTextContent('Connected');
    await user.click(screen.getByRole('button', { name: 'Unblock Guest Laptop' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ name: 'Guest Laptop', mac_address: '7A:10:9C:00:00:02' }),
    );
    expect(screen.queryByRole('button', { name: /^Block/ })).not.toBeInTheDocument();
  });

  it('counts down each timed block, extends it by the button pressed, and offers no extension of a block for good', async () => {
    const user = userEvent.setup();
    const onExtend = vi.fn();
    render(<TimedBlocks onExtend={onExtend} />);
    const rows = within(screen.getByRole('list', { name: 'Blocked Devices' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/1[34]:\d\d left/);
    expect(rows[1]).toHaveTextContent(UI_TEXT.blockedUntilUnblocked);
    expect(within(rows[1]).queryByRole('button', { name: /extend the block/ })).not.toBeInTheDocument();
    expect(rows[2]).toHaveTextContent(/1:0[45]:\d\d left/);

    await user.click(
      screen.getByRole('button', { name: UI_TEXT.extendBlockLabel('Unknown Android', '15 Minutes') }),
    );
    expect(onExtend).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ mac_address: '7A:10:9C:00:00:01' }),
      '15 Minutes',
    );
    await user.click(
      within(rows[2]).getByRole('button', { name: UI_TEXT.extendBlockLabel('Pixel 8', '1 Hour') }),
    );
    expect(onExtend).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Pixel 8' }), '1 Hour');
    expect(within(rows[2]).getByRole('button', { name: /extend the block.*1 Hour$/ })).toHaveTextContent(
      UI_TEXT.extendBlockBy['1 Hour'],
    );
  });

  it('opens an endpoint when its name is pressed', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onAction = vi.fn();
    render(<Connected onSelect={onSelect} onAction={onAction} />);
    await user.click(screen.getByRole('button', { name: 'Pixel 8' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ ip_address: '192.168.8.21' }));
    expect(onAction).not.toHaveBeenCalled();
  });

  it('shows names as plain text without onSelect', () => {
    render(<NotSelectable />);
    expect(screen.getByText('Pixel 8')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pixel 8' })).not.toBeInTheDocument();
  });

  it('disables only the busy row and shows its spinner', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onAction = vi.fn();
    render(<Busy onAction={onAction} />);
    const busyButton = screen.getByRole('button', { name: 'Block Living Room TV' });
    expect(busyButton).toBeDisabled();
    expect(within(busyButton).getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block Pixel 8' })).toBeEnabled();
    await user.click(busyButton);
    expect(onAction).not.toHaveBeenCalled();
  });

  it.each([
    ['connected', NoConnectedDevices, UI_TEXT.noDataAvailable],
    ['blocked', NoBlockedDevices, UI_TEXT.noBlockedDevices],
  ] as const)('shows the empty text of the %s list', (_variant, Story, text) => {
    render(<Story />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows placeholder rows while loading', () => {
    render(<Loading />);
    expect(screen.getByRole('progressbar', { name: 'Loading Connected Devices' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps long names and many rows', () => {
    render(<ExtremeValues />);
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Connected: 8760.00 h');
  });

  it('forwards className to the card', () => {
    render(<Connected className="home-connected" />);
    expect(screen.getByRole('region', { name: 'Connected Devices' })).toHaveClass('home-connected');
  });
});

describe('EndpointList without onAction, and focus after a move', () => {
  it('shows the endpoints without any Block button', () => {
    render(<ReadOnly />);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Block / })).not.toBeInTheDocument();
  });

  it('focuses the button of the endpoint that moved in once it appears, once per request', () => {
    const moved = { name: 'Kitchen Tablet', mac_address: 'AA:BB:CC:00:00:01' };
    const first = { mac_address: moved.mac_address };
    const { rerender } = render(<Blocked endpoints={[]} focusRequest={first} />);
    expect(document.body).toHaveFocus();
    rerender(<Blocked endpoints={[moved]} focusRequest={first} />);
    const unblock = screen.getByRole('button', { name: 'Unblock Kitchen Tablet' });
    expect(unblock).toHaveFocus();
    unblock.blur();
    // A later refetch with the same rows leaves the focus where the user put it.
    rerender(<Blocked endpoints={[{ ...moved }]} focusRequest={first} />);
    expect(unblock).not.toHaveFocus();
    // The same endpoint moving in again (unblocked, then blocked once more) is a new request.
    rerender(<Blocked endpoints={[{ ...moved }]} focusRequest={{ mac_address: moved.mac_address }} />);
    expect(screen.getByRole('button', { name: 'Unblock Kitchen Tablet' })).toHaveFocus();
  });
});
