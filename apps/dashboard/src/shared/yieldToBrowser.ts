/**
 * Ends the current task and resumes in a new one, after what the browser has waiting (input, a frame):
 * a long piece of work split this way never holds a phone's main thread for long. The Prioritized Task
 * Scheduling API where there is one, else a message to itself, which (unlike a timer) no browser delays in
 * a background tab.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
