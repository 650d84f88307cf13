import { afterEach, describe, expect, it } from 'vitest';
import { SHELL_TEXT } from '@drisk/contract/client';
import { SESSION_KEYS } from '../session/sessionStore';
import { fillSessionSlots, SESSION_SLOT_ATTRIBUTE, SESSION_SLOT_STATUS_ATTRIBUTE } from './sessionSlots';

const PLACEHOLDER = '<span class="placeholder"></span>';

function prerenderedLine() {
  document.body.innerHTML = `<p ${SESSION_SLOT_ATTRIBUTE}="connected-device">${PLACEHOLDER}</p>`;
  return document.querySelector('p')!;
}

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('fillSessionSlots', () => {
  it("writes the stored connected device's line into the prerendered page, with its status", () => {
    const line = prerenderedLine();
    sessionStorage.setItem(
      SESSION_KEYS.connectedDevice,
      JSON.stringify({ name: 'dRisk-Alpha', status: 'Active' }),
    );
    fillSessionSlots(document, () => sessionStorage);
    expect(line.textContent).toBe(SHELL_TEXT.deviceLine('dRisk-Alpha', SHELL_TEXT.deviceStatus.Active));
    expect(line.getAttribute(SESSION_SLOT_STATUS_ATTRIBUTE)).toBe('active');
  });

  it('marks a device that is not active, and shows a device without a status by its name', () => {
    const line = prerenderedLine();
    sessionStorage.setItem(
      SESSION_KEYS.connectedDevice,
      JSON.stringify({ name: 'Beta', status: 'Inactive' }),
    );
    fillSessionSlots(document, () => sessionStorage);
    expect(line.textContent).toBe(SHELL_TEXT.deviceLine('Beta', SHELL_TEXT.deviceStatus.Inactive));
    expect(line.getAttribute(SESSION_SLOT_STATUS_ATTRIBUTE)).toBe('inactive');

    const bare = prerenderedLine();
    sessionStorage.setItem(SESSION_KEYS.connectedDevice, JSON.stringify({ name: 'Gamma' }));
    fillSessionSlots(document, () => sessionStorage);
    expect(bare.textContent).toBe('Gamma');
    expect(bare.hasAttribute(SESSION_SLOT_STATUS_ATTRIBUTE)).toBe(false);
  });

  it('shows a status it does not know as it came', () => {
    const line = prerenderedLine();
    for (const status of ['Rebooting', 'toString']) {
      sessionStorage.setItem(SESSION_KEYS.connectedDevice, JSON.stringify({ name: 'Delta', status }));
      fillSessionSlots(document, () => sessionStorage);
      expect(line.textContent).toBe(SHELL_TEXT.deviceLine('Delta', status));
    }
  });

  it('leaves the placeholder where the browser blocks the storage', () => {
    const line = prerenderedLine();
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(() => fillSessionSlots(document, blocked)).not.toThrow();
    expect(line.innerHTML).toBe(PLACEHOLDER);
  });

  it('leaves the placeholder without a stored device, or with one it cannot read', () => {
    for (const stored of [null, 'not json', 'null', '{"status":"Active"}', '{"name":""}', '[1]']) {
      const line = prerenderedLine();
      if (stored !== null) sessionStorage.setItem(SESSION_KEYS.connectedDevice, stored);
      expect(() => fillSessionSlots(document, () => sessionStorage)).not.toThrow();
      expect(line.innerHTML).toBe(PLACEHOLDER);
      sessionStorage.clear();
    }
  });

  it('fills every slot of the page: the top bar and the page header', () => {
    document.body.innerHTML = `<header><p ${SESSION_SLOT_ATTRIBUTE}="connected-device"></p></header><p ${SESSION_SLOT_ATTRIBUTE}="connected-device"></p>`;
    sessionStorage.setItem(
      SESSION_KEYS.connectedDevice,
      JSON.stringify({ name: 'dRisk-Alpha', status: 'Active' }),
    );
    fillSessionSlots(document, () => sessionStorage);
    const line = SHELL_TEXT.deviceLine('dRisk-Alpha', SHELL_TEXT.deviceStatus.Active);
    expect([...document.querySelectorAll('p')].map((slot) => slot.textContent)).toEqual([line, line]);
  });

  it('does nothing on a page without the slot', () => {
    document.body.innerHTML = '<main>Sign in</main>';
    sessionStorage.setItem(
      SESSION_KEYS.connectedDevice,
      JSON.stringify({ name: 'dRisk-Alpha', status: 'Active' }),
    );
    fillSessionSlots(document, () => sessionStorage);
    expect(document.body.innerHTML).toBe('<main>Sign in</main>');
  });
});
