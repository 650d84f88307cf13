import { describe, expect, it } from 'vitest';
import { screen, waitFor, within, configure } from '@testing-library/react';
import {
  ACCESS_WINDOWS_TEXT,
  KEYWORD_MAX_LENGTH,
  UI_TEXT,
  tooLongText,
  type ParentalSettings,
  type DriskDevice,
} from '@drisk/contract';
import { renderScreen } from '../test/render';
import type { FakeRoutes, RecordedCall } from '../test/fakeServer';
import { ALPHA } from '../test/demoData';
import { AccessPage } from './AccessPage';
import { fill } from '../test/fill';
import { ALPHA_ENDPOINTS, ALPHA_PARENTAL } from './testParental';

// Dialog transitions and toasts can outlast findBy's default second on a busy machine (2 cores, parallel files).
configure({ asyncUtilTimeout: 5000 });

const openAccess = (routes: FakeRoutes = {}, connectedDevice: DriskDevice | null = ALPHA) =>
  renderScreen(<AccessPage />, {
    path: '/dashboard/access',
    session: { connectedDevice },
    routes: {
      getParentalSettings: { result: [ALPHA_PARENTAL] },
      getAllIOTDevices: { result: { devices: ALPHA_ENDPOINTS } },
      ...routes,
    },
  });

const card = (name: string) => screen.getByRole('region', { name });
const loaded = () => screen.findByRole('region', { name: 'Schedule' });
/** A window of the Schedule card's timeline, by its name (day, start, end). */
const windowBar = (name: string) => within(card('Schedule')).getByRole('button', { name });

/** The keywords shown as chips, in order (each chip also holds its remove button's title). */
const shownKeywords = () =>
  Array.from(
    screen.getByRole('list', { name: 'Keywords and websites' }).querySelectorAll('.MuiChip-label'),
    (label) => label.textContent,
  );

/** A fake server that keeps what updateParentalSettings saved, as the api does. */
function parentalStore(initial: ParentalSettings[] = []) {
  let saved = initial;
  return {
    getParentalSettings: () => ({ result: saved }),
    updateParentalSettings: (call: RecordedCall) => {
      saved = [call.body as ParentalSettings];
      return { message: 'Access controls saved' };
    },
  } satisfies FakeRoutes;
}

describe('AccessPage', () => {
  it("shows the device's saved rules in the four cards", async () => {
    const { server } = openAccess();
    await loaded();
    expect(server.callsOf('getParentalSettings').map((call) => call.body)).toEqual([
      { device_id: ALPHA.device_id },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Access Controls' })).toBeInTheDocument();
    expect(screen.getByText('dRisk-Alpha (Active)')).toBeInTheDocument();

    const selected = within(card('Select Devices')).getByRole('list', { name: 'Selected devices' });
    expect(within(selected).getAllByRole('listitem')).toHaveLength(1);
    expect(selected).toHaveTextContent("Mia's Tablet");

    expect(screen.getByRole('radio', { name: 'Block websites and embedded keywords' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Blocking all internet access' })).not.toBeChecked();

    expect(within(card('Keywords or Websites')).getAllByRole('listitem')).toHaveLength(2);
    expect(shownKeywords()).toEqual(['games', 'casino.example']);

    const schedule = card('Schedule');
    expect(within(schedule).getByRole('radio', { name: 'Active at the schedule time' })).toBeChecked();
    expect(windowBar('Monday 20:00 to 06:30 the next day')).toBeInTheDocument();
    expect(windowBar('Wednesday 20:00 to 06:30 the next day')).toBeInTheDocument();
    expect(within(schedule).queryByRole('button', { name: /^Friday/ })).not.toBeInTheDocument();
  });

  it('saves every card in one updateParentalSettings call and shows the server message', async () => {
    const { server, user } = openAccess({ updateParentalSettings: { message: 'Access controls saved' } });
    await loaded();

    await user.click(screen.getByRole('button', { name: 'Add/Remove device' }));
    const picker = screen.getByRole('dialog', { name: 'Paired IOT Devices' });
    expect(within(picker).getByRole('checkbox', { name: "Mia's Tablet" })).toBeChecked();
    await user.click(within(picker).getByRole('checkbox', { name: "Mia's Tablet" }));
    await user.click(within(picker).getByRole('checkbox', { name: 'Study Laptop' }));
    await user.click(within(picker).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card('Select Devices')).getByRole('list')).toHaveTextContent('Study Laptop');

    await user.click(screen.getByRole('radio', { name: 'Blocking all internet access' }));

    const keywordField = screen.getByRole('textbox', { name: 'Keyword or website' });
    await user.type(keywordField, 'social.example{Enter}');
    expect(keywordField).toHaveValue('');
    await user.click(screen.getByRole('img', { name: 'Remove games' }));

    await user.click(screen.getByRole('radio', { name: 'Inactive at the schedule time' }));
    // Monday's window an hour later, and a new one in the first free hour from Monday 08:00.
    await user.click(windowBar('Monday 20:00 to 06:30 the next day'));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Add window' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Access controls saved');
    expect(server.callsOf('updateParentalSettings').map((call) => call.body)).toEqual([
      {
        device_id: ALPHA.device_id,
        limited_access_1: 0,
        // Not offered on screen; sent back as it was read.
        limited_access_2: 1,
        limited_access_3: 1,
        day_rule: 'Monday',
        active_schedule_time: 0,
        inactive_schedule_time: 1,
        start_time: '09:00 PM',
        end_time: '07:30 AM',
        keyword: 'casino.example,social.example',
        devices: [{ name: 'Study Laptop', ip_address: '192.168.8.42' }],
        extra_windows: [
          { days: ['Wednesday'], start: '20:00', end: '06:30' },
          { days: ['Monday'], start: '08:00', end: '09:00' },
        ],
      },
    ]);
    // Many typed keys and clicks on a shared two-core machine.
  }, 60_000);

  it('shows the saved values again after a reload', async () => {
    const store = parentalStore([ALPHA_PARENTAL]);
    const first = openAccess(store);
    await loaded();
    await first.user.click(screen.getByRole('radio', { name: 'Blocking all internet access' }));
    await first.user.type(
      screen.getByRole('textbox', { name: 'Keyword or website' }),
      'news.example, video{Enter}',
    );
    await first.user.click(screen.getByRole('button', { name: 'Add window' }));
    await first.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Access controls saved')).toBeInTheDocument();
    first.unmount();

    openAccess(store);
    await loaded();
    expect(screen.getByRole('radio', { name: 'Blocking all internet access' })).toBeChecked();
    expect(shownKeywords()).toEqual(['games', 'casino.example', 'news.example', 'video']);
    expect(windowBar('Monday 08:00 to 09:00')).toBeInTheDocument();
    expect(windowBar('Monday 20:00 to 06:30 the next day')).toBeInTheDocument();
    expect(windowBar('Wednesday 20:00 to 06:30 the next day')).toBeInTheDocument();
    // Many typed keys and clicks on a shared two-core machine.
  }, 60_000);

  it("says 'No Devices Selected' when the rules cover no device", async () => {
    openAccess({ getParentalSettings: { result: [{ ...ALPHA_PARENTAL, devices: [] }] } });
    await loaded();
    expect(within(card('Select Devices')).getByText(UI_TEXT.noDevicesSelected)).toBeInTheDocument();
  });

  it('without saved rules, starts from the endpoints the gateway marks isSelected and sensible defaults', async () => {
    const { server, user } = openAccess(parentalStore());
    await loaded();
    expect(await within(card('Select Devices')).findByText("Mia's Tablet")).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Active at the schedule time' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Access controls saved');
    expect(server.callsOf('updateParentalSettings')[0].body).toEqual({
      device_id: ALPHA.device_id,
      limited_access_1: 0,
      limited_access_2: 0,
      limited_access_3: 0,
      day_rule: '',
      active_schedule_time: 1,
      inactive_schedule_time: 0,
      start_time: '',
      end_time: '',
      keyword: '',
      extra_windows: [],
      devices: [{ name: "Mia's Tablet", ip_address: '192.168.8.21' }],
    });
  });

  it('checks the windows before sending and shows the reply that says overlapping ones were merged', async () => {
    const { server, user } = openAccess({
      getParentalSettings: {
        result: [{ ...ALPHA_PARENTAL, extra_windows: [{ days: ['Friday'], start: '25:00', end: '26:00' }] }],
      },
      updateParentalSettings: { message: ACCESS_WINDOWS_TEXT.savedMerged },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCESS_WINDOWS_TEXT.badTime);
    expect(server.callsOf('updateParentalSettings')).toHaveLength(0);
  });

  it('shows the merge notice the server answers', async () => {
    const { user } = openAccess({ updateParentalSettings: { message: ACCESS_WINDOWS_TEXT.savedMerged } });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCESS_WINDOWS_TEXT.savedMerged);
  });

  it('shows a refused save as an error toast with the server message', async () => {
    const { user } = openAccess({
      updateParentalSettings: { statusCode: 400, message: 'start_time: must be a time as hh:mm AM/PM' },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('start_time: must be a time as hh:mm AM/PM');
    expect(toast).toHaveClass('MuiAlert-colorError');
  });

  it('is read-only for a Guest, with the reason', async () => {
    const { server } = openAccess({}, { ...ALPHA, role_id: 2 });
    await loaded();
    expect(screen.getByText(UI_TEXT.accessGuestNotice)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add/Remove device' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Keyword or website' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Remove games' })).not.toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add window' })).not.toBeInTheDocument();
    expect(windowBar('Monday 20:00 to 06:30 the next day')).toHaveAttribute('aria-disabled', 'true');
    expect(server.callsOf('updateParentalSettings')).toHaveLength(0);
  });

  it('says No device connected and asks nothing without a connected device', async () => {
    const { server } = openAccess({}, null);
    expect((await screen.findAllByText(UI_TEXT.noDeviceConnected)).length).toBeGreaterThan(0);
    expect(server.callsOf('getParentalSettings')).toHaveLength(0);
    expect(server.callsOf('getAllIOTDevices')).toHaveLength(0);
  });

  // Issue 7: a 300-character keyword was accepted, and its chip ran out of its card so it could not be removed.
  describe('keyword limits', () => {
    it('are in the hint before typing; a longer keyword stays in the field with a message, added nowhere', async () => {
      const { user } = openAccess();
      await loaded();
      const field = screen.getByRole('textbox', { name: 'Keyword or website' });
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining(`Up to ${KEYWORD_MAX_LENGTH} characters each`),
      );

      const long = 'k'.repeat(300);
      await fill(user, field, long);
      expect(field).toBeInvalid();
      expect(field).toHaveAccessibleDescription(tooLongText(KEYWORD_MAX_LENGTH));
      await user.keyboard('{Enter}');
      await user.tab();
      expect(field).toHaveValue(long);
      expect(shownKeywords()).toEqual(['games', 'casino.example']);

      await fill(user, field, 'k'.repeat(KEYWORD_MAX_LENGTH));
      expect(field).toBeValid();
      await user.keyboard('{Enter}');
      expect(shownKeywords()).toEqual(['games', 'casino.example', 'k'.repeat(KEYWORD_MAX_LENGTH)]);
    });

    it('keep a long chip inside its card, cut with an ellipsis, with its remove button in reach', async () => {
      const long = `${'very-long-website-name-'.repeat(10)}example`;
      const { user } = openAccess({
        getParentalSettings: { result: [{ ...ALPHA_PARENTAL, keyword: `games,${long}` }] },
      });
      await loaded();
      const chip = screen.getByTitle(long);
      const item = chip.closest('li')!;
      // The list item may shrink below the chip's text width (min-width 0) and never grow past its row.
      expect(getComputedStyle(item).maxWidth).toBe('100%');
      expect(getComputedStyle(item).minWidth).toBe('0px');
      expect(getComputedStyle(chip).maxWidth).toBe('100%');
      expect(getComputedStyle(chip.querySelector('.MuiChip-label')!).textOverflow).toBe('ellipsis');

      await user.click(within(chip).getByRole('img', { name: `Remove ${long}` }));
      expect(shownKeywords()).toEqual(['games']);
    });
  });
});
