import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_SKIP_WAITING } from '@drisk/contract/client';
import { ServiceWorkerUpdatePrompt } from './ServiceWorkerUpdatePrompt';
import { useServiceWorkerUpdate } from './useServiceWorkerUpdate';

// jsdom has no service workers: a minimal stand-in for the browser's container, registration and worker.
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}
class FakeRegistration extends EventTarget {
  /** The version in use; null before the first install completes. */
  active: FakeWorker | null = new FakeWorker();
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  deploy() {
    this.installing = new FakeWorker();
    this.dispatchEvent(new Event('updatefound'));
    return this.installing;
  }
}
let registration: FakeRegistration;
let container: EventTarget & { controller: object | null; register: ReturnType<typeof vi.fn> };

beforeEach(() => {
  registration = new FakeRegistration();
  container = Object.assign(new EventTarget(), {
    controller: {} as object | null,
    register: vi.fn(async () => registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('useServiceWorkerUpdate', () => {
  it('registers the given script and offers nothing while no new version waits', async () => {
    const { result } = renderHook(() => useServiceWorkerUpdate('/sw.js'));
    await waitFor(() => expect(container.register).toHaveBeenCalledWith('/sw.js'));
    expect(result.current.updateReady).toBe(false);
  });

  it('waits for the browser to be idle before registering, and registers nothing once unmounted', () => {
    const idle: IdleRequestCallback[] = [];
    const requestIdleCallback = vi.fn((callback: IdleRequestCallback) => idle.push(callback));
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    try {
      const first = renderHook(() => useServiceWorkerUpdate('/sw.js'));
      expect(container.register).not.toHaveBeenCalled();
      idle[0]({ didTimeout: false, timeRemaining: () => 10 });
      expect(container.register).toHaveBeenCalledWith('/sw.js');
      first.unmount();

      renderHook(() => useServiceWorkerUpdate('/sw.js')).unmount();
      expect(cancelIdleCallback).toHaveBeenCalledWith(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers the version a redeployment installed; Reload lets it take over, then reloads', async () => {
    const reloadPage = vi.fn();
    const { result } = renderHook(() => useServiceWorkerUpdate('/sw.js', reloadPage));
    await waitFor(() => expect(container.register).toHaveBeenCalled());
    const next = registration.deploy();
    act(() => next.install());
    expect(result.current.updateReady).toBe(true);

    act(() => result.current.reload());
    expect(next.postMessage).toHaveBeenCalledWith(SERVICE_WORKER_SKIP_WAITING);
    expect(reloadPage).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('does not offer a reload for the very first install, which replaces nothing', async () => {
    container.controller = null;
    registration.active = null;
    const { result } = renderHook(() => useServiceWorkerUpdate('/sw.js'));
    await waitFor(() => expect(container.register).toHaveBeenCalled());
    const first = registration.deploy();
    act(() => first.install());
    expect(result.current.updateReady).toBe(false);
  });

  // The console's first visit after signing in showed 'A new version is available': the dashboard's
  // worker (scope '/') controlled the page while the console's own worker installed for the first time.
  it("does not offer a reload for a first install under another app's worker", async () => {
    registration.active = null;
    const { result } = renderHook(() => useServiceWorkerUpdate('/admin/sw.js'));
    await waitFor(() => expect(container.register).toHaveBeenCalled());
    const first = registration.deploy();
    act(() => first.install());
    expect(result.current.updateReady).toBe(false);
  });

  it('asks the server for a new version when a lazily loaded chunk fails', async () => {
    renderHook(() => useServiceWorkerUpdate('/sw.js'));
    await waitFor(() => expect(container.register).toHaveBeenCalled());
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('registers nothing without a script (development)', async () => {
    renderHook(() => useServiceWorkerUpdate(null));
    await new Promise((r) => setTimeout(r, 10));
    expect(container.register).not.toHaveBeenCalled();
  });

  it('drives the prompt: nothing until a new version waits, then the prompt', async () => {
    render(<ServiceWorkerUpdatePrompt scriptUrl="/admin/sw.js" />);
    await waitFor(() => expect(container.register).toHaveBeenCalledWith('/admin/sw.js'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const next = registration.deploy();
    act(() => next.install());
    expect(await screen.findByRole('alert')).toHaveTextContent('A new version is available');
  });
});
