const utf8 = new TextDecoder();

/** What decodeMessage returns for a payload that is not JSON; compare with `===`. */
export const UNDECODABLE = Symbol('undecodable');

/**
 * The JSON value of an MQTT payload, or UNDECODABLE. A payload that is not JSON is dropped with a console
 * warning naming the topic: one bad publisher must never throw into React.
 */
export function decodeMessage(topic: string, payload: Uint8Array | string): unknown {
  // An empty payload is how MQTT clears a retained message: nothing to deliver, nothing to warn about.
  if (payload.length === 0) return UNDECODABLE;
  const text = typeof payload === 'string' ? payload : utf8.decode(payload);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    console.warn(
      `@drisk/realtime: dropped a message on "${topic}" that is not JSON (${payload.length} bytes). ` +
        'Publishers must send JSON payloads.',
    );
    return UNDECODABLE;
  }
}
