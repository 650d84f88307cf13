import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeviceMapMarker } from './DeviceMap';
import * as stories from './DeviceMap.stories';

const { Devices, NoDevices, TilesUnreachable, WithoutTiles, CompanyArea, ManyDevices, WithTrack } =
  composeStories(stories);

const NOTICE = /could not load/;

/** Leaflet's marker element of a device: it carries the device's name as its title. */
const markerOf = (name: string) => screen.getByTitle(name);

describe('DeviceMap', () => {
  it('draws a marker per device with its name and status colour', () => {
    render(<Devices />);
    expect(screen.getByRole('region', { name: 'Map of device locations' })).toBeInTheDocument();
    expect(markerOf('dRisk-Alpha')).toHaveTextContent('dRisk-Alpha');
    expect(markerOf('dRisk-Alpha').querySelector('[data-status]')).toHaveAttribute('data-status', 'active');
    expect(markerOf('dRisk-Beta').querySelector('[data-status]')).toHaveAttribute('data-status', 'inactive');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('opens a bubble with the device name and the link when a marker is tapped', async () => {
    const user = userEvent.setup();
    render(<Devices />);
    await user.click(markerOf('dRisk-Beta'));
    expect(await screen.findByRole('link', { name: 'Device Details' })).toBeInTheDocument();
    expect(document.querySelector('.leaflet-popup-content')).toHaveTextContent('dRisk-Beta');
  });

  it('moves a marker to a new position without re-creating it', () => {
    const { rerender } = render(<Devices />);
    const marker = markerOf('dRisk-Alpha');
    // Leaflet places a marker with a transform, or with left/top where 3D transforms are missing (jsdom).
    const placed = () => `${marker.style.transform}|${marker.style.left}|${marker.style.top}`;
    const before = placed();
    const moved = Devices.args.markers!.map((m) => (m.id === 'DRA-100001' ? { ...m, latitude: 52.2 } : m));
    rerender(<Devices markers={moved} />);
    expect(markerOf('dRisk-Alpha')).toBe(marker);
    expect(placed()).not.toBe(before);
  });

  it('says so when a tile fails to load, and keeps the markers', async () => {
    render(<TilesUnreachable />);
    const tile = await waitFor(() => {
      const img = document.querySelector('img.leaflet-tile');
      expect(img).not.toBeNull();
      return img!;
    });
    fireEvent.error(tile);
    expect(await screen.findByRole('status')).toHaveTextContent(NOTICE);
    expect(markerOf('dRisk-Alpha')).toBeInTheDocument();
  });

  it('shows the notice and the markers when no tile URL is configured', () => {
    render(<WithoutTiles />);
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE);
    expect(document.querySelector('img.leaflet-tile')).toBeNull();
    expect(markerOf('dRisk-Beta')).toBeInTheDocument();
  });

  it('renders an empty map around the fallback centre when no device has a position', () => {
    render(<NoDevices />);
    expect(screen.getByRole('region', { name: 'Map of device locations' })).toBeInTheDocument();
    expect(document.querySelector('.leaflet-marker-icon')).toBeNull();
  });

  it('draws the circle of the company map at the given height', () => {
    render(<CompanyArea />);
    expect(screen.getByRole('region', { name: 'Map of device locations' })).toHaveStyle({ height: '450px' });
    expect(document.querySelectorAll('path.leaflet-interactive')).toHaveLength(1);
  });

  it('groups devices too close together into numbered markers, and zooms in on a tapped group', async () => {
    const user = userEvent.setup();
    render(<ManyDevices />);
    const icons = () => [...document.querySelectorAll<HTMLElement>('.leaflet-marker-icon')];
    const groups = () => icons().filter((icon) => icon.querySelector('[data-count]'));
    // Every device is on the map once: as its own marker or counted in a group.
    const represented = () =>
      icons().reduce(
        (sum, icon) => sum + Number(icon.querySelector<HTMLElement>('[data-count]')?.dataset.count ?? 1),
        0,
      );
    expect(groups().length).toBeGreaterThan(0);
    expect(icons().length).toBeLessThan(300);
    expect(represented()).toBe(300);
    const group = groups()[0];
    const count = group.querySelector<HTMLElement>('[data-count]')!.dataset.count!;
    expect(group).toHaveAttribute('title', `${count} devices`);
    expect(group).toHaveTextContent(count);
    await user.click(group);
    await waitFor(() => expect(group).not.toBeInTheDocument());
    expect(icons().length).toBeGreaterThan(0);
  });

  it('groups devices less than 48 px apart on screen, and no others', () => {
    // Leaflet draws the world 256 px wide at zoom 0, twice as wide at each zoom after.
    const ZOOM = 10;
    const degreesPerPx = 360 / (256 * 2 ** ZOOM);
    const pair = (px: number): DeviceMapMarker[] => [
      { id: 'A', latitude: 0, longitude: 0, label: 'A', status: 'active' },
      { id: 'B', latitude: 0, longitude: px * degreesPerPx, label: 'B', status: 'active' },
    ];
    const { unmount } = render(<Devices markers={pair(40)} center={[0, 0]} zoom={ZOOM} />);
    expect(screen.getByTitle('2 devices')).toBeInTheDocument();
    expect(screen.queryByTitle('A')).not.toBeInTheDocument();
    unmount();
    render(<Devices markers={pair(60)} center={[0, 0]} zoom={ZOOM} />);
    expect(screen.getByTitle('A')).toBeInTheDocument();
    expect(screen.getByTitle('B')).toBeInTheDocument();
    expect(screen.queryByTitle('2 devices')).not.toBeInTheDocument();
  });

  it('draws the path a device travelled as a line under its marker', () => {
    render(<WithTrack />);
    expect(document.querySelectorAll('path.drisk-device-track')).toHaveLength(1);
    expect(markerOf('dRisk-Alpha')).toBeInTheDocument();
    render(<Devices />);
    expect(document.querySelectorAll('path.drisk-device-track')).toHaveLength(1);
  });
});
