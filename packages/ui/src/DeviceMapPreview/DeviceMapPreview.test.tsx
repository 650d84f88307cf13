import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WIDGET_TEXT } from '@drisk/contract/client';
import { WIDGET_TEXT_DE } from '@drisk/contract/i18n/de';
import { DeviceMap } from '../DeviceMap/DeviceMap';
import { loadLanguage } from '../language';
import * as stories from './DeviceMapPreview.stories';

const { Devices, CompanyArea, ManyDevices, TilesUnreachable, WithoutTiles, MapFailedToLoad } =
  composeStories(stories);

const NOTICE = /could not load/;
const explore = () => screen.getByRole('button', { name: WIDGET_TEXT.mapExplore });

// jsdom lays nothing out: give every box the size the stories ask for, so the picture has room to draw.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 360 });
});
afterAll(() => {
  // The sizes were set on HTMLElement over jsdom's own on Element: removing them brings those back.
  for (const key of ['clientWidth', 'clientHeight']) Reflect.deleteProperty(HTMLElement.prototype, key);
});

/** Resolves like a dynamic import of a module exporting DeviceMap. */
const loadDeviceMap = () => Promise.resolve({ default: DeviceMap });

describe('DeviceMapPreview', () => {
  it('draws each device with its name and status colour, without Leaflet', () => {
    render(<Devices />);
    const region = screen.getByRole('region', { name: 'Map of device locations' });
    expect(screen.getByTitle('dRisk-Alpha')).toHaveTextContent('dRisk-Alpha');
    expect(screen.getByTitle('dRisk-Alpha')).toHaveAttribute('data-status', 'active');
    expect(screen.getByTitle('dRisk-Beta')).toHaveAttribute('data-status', 'inactive');
    expect(region.querySelector('.leaflet-container')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(explore()).toBeInTheDocument();
  });

  it('lays the tiles of the first view from the tile URL', () => {
    render(<CompanyArea tileUrl="https://tiles.test/{z}/{x}/{y}.png" />);
    const sources = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    // Zoom 10 over London in an 800 by 360 box: tile columns 510 to 513, rows 339 to 341.
    const expected = [339, 340, 341].flatMap((row) =>
      [510, 511, 512, 513].map((column) => `https://tiles.test/10/${column}/${row}.png`),
    );
    expect(sources).toEqual(expected);
  });

  it('draws the circle around the first device at its size in metres', () => {
    render(<CompanyArea />);
    const circle = document.querySelector('circle')!;
    // 8000 m at London's latitude and zoom 10 is about 84 px (95 m a px); the centre is the middle of the box.
    expect(Number(circle.getAttribute('r'))).toBeCloseTo(84.1, 1);
    expect(Number(circle.getAttribute('cx'))).toBeCloseTo(400, 6);
    expect(Number(circle.getAttribute('cy'))).toBeCloseTo(180, 6);
  });

  it('groups devices too close together, with the count and its name', () => {
    render(<ManyDevices />);
    const groups = [...document.querySelectorAll<HTMLElement>('.drisk-device-cluster')];
    expect(groups.length).toBeGreaterThan(0);
    const total = groups.reduce((sum, group) => sum + Number(group.dataset.count), 0);
    const singles = document.querySelectorAll('.drisk-device-marker').length;
    expect(total + singles).toBe(300);
    expect(groups[0]).toHaveAccessibleName(`${groups[0]!.dataset.count} devices`);
  });

  it('says so when there is no tile URL or a tile fails, and keeps the devices', async () => {
    const { unmount } = render(<WithoutTiles />);
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE);
    expect(screen.getByTitle('dRisk-Alpha')).toBeInTheDocument();
    unmount();
    render(<TilesUnreachable />);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.error(document.querySelector('img')!);
    expect(await screen.findByRole('status')).toHaveTextContent(NOTICE);
    expect(screen.getByTitle('dRisk-Beta')).toBeInTheDocument();
  });

  it('becomes the interactive map when the button is pressed, and gives it the keyboard', async () => {
    const user = userEvent.setup();
    render(<Devices loadMap={loadDeviceMap} />);
    await user.click(explore());
    const container = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.leaflet-container');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(container).toHaveFocus();
    expect(screen.queryByRole('button', { name: WIDGET_TEXT.mapExplore })).toBeNull();
    // The real map's markers, with their bubbles: Leaflet adds them after its container, on a loaded
    // machine a moment later.
    await user.click(await screen.findByTitle('dRisk-Beta'));
    expect(await screen.findByRole('link', { name: 'Device Details' })).toBeInTheDocument();
  });

  it('starts loading at the first press anywhere on it, once, and keeps the picture until the map is there', async () => {
    let resolve!: (module: { default: typeof DeviceMap }) => void;
    const loadMap = vi.fn(() => new Promise<{ default: typeof DeviceMap }>((done) => (resolve = done)));
    render(<Devices loadMap={loadMap} />);
    fireEvent.pointerDown(screen.getByTitle('dRisk-Alpha'));
    fireEvent.pointerDown(screen.getByRole('region'));
    fireEvent.click(explore());
    expect(loadMap).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByTitle('dRisk-Alpha')).toBeInTheDocument();
    resolve({ default: DeviceMap });
    await waitFor(() => expect(document.querySelector('.leaflet-container')).not.toBeNull());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('keeps the picture with a notice when the map cannot load, and tries again', async () => {
    const user = userEvent.setup();
    const loadMap = vi.fn(loadDeviceMap).mockRejectedValueOnce(new Error('offline'));
    render(<MapFailedToLoad loadMap={loadMap} />);
    await user.click(explore());
    expect(await screen.findByText(WIDGET_TEXT.mapLoadFailed)).toBeInTheDocument();
    expect(screen.getByTitle('dRisk-Alpha')).toBeInTheDocument();
    await user.click(explore());
    await waitFor(() => expect(document.querySelector('.leaflet-container')).not.toBeNull());
    expect(loadMap).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(WIDGET_TEXT.mapLoadFailed)).toBeNull();
  });

  describe('in German', () => {
    const German = composeStories(stories, { initialGlobals: { language: 'de' } });
    beforeAll(() => loadLanguage('de'));

    it('names its button and its failure in German', async () => {
      const user = userEvent.setup();
      render(<German.MapFailedToLoad />);
      await user.click(screen.getByRole('button', { name: WIDGET_TEXT_DE.mapExplore }));
      expect(await screen.findByText(WIDGET_TEXT_DE.mapLoadFailed)).toBeInTheDocument();
    });
  });
});
