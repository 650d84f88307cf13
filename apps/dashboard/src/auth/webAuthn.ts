import type { PasskeyLoginRequest, PasskeyRegisterRequest } from '@drisk/contract';
import { PASSKEY_TEXT, SERVER } from '@drisk/contract/client';

/**
 * The browser's side of passkeys (issue 16), through @simplewebauthn/browser, loaded only when a passkey is
 * created or used so the sign-in page's first paint does not carry it. Failures become Errors whose message
 * can be shown as is.
 */

type Options = Record<string, unknown> & { challenge: string };

/** Whether this browser has WebAuthn at all (a secure context with PublicKeyCredential). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** The browser cancelled, timed out or the user said no: one message, as the browser tells them apart poorly. */
function readable(failure: unknown, cancelled: string): Error {
  if (failure instanceof Error) {
    const code = 'code' in failure ? String(failure.code) : '';
    if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
      return new Error(SERVER.passkeyAlreadyRegistered);
    if (
      failure.name === 'NotAllowedError' ||
      failure.name === 'AbortError' ||
      code === 'ERROR_CEREMONY_ABORTED'
    ) {
      return new Error(cancelled);
    }
    return failure;
  }
  return new Error(String(failure));
}

/** Runs navigator.credentials.create() with the api's registration options; answers the response JSON. */
export async function createPasskey(options: Options): Promise<PasskeyRegisterRequest['response']> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    const response = await startRegistration({
      optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
    });
    return { ...response, response: { ...response.response } };
  } catch (failure) {
    throw readable(failure, PASSKEY_TEXT.cancelled);
  }
}

/** Runs navigator.credentials.get() with the api's sign-in options; answers the response JSON. */
export async function signWithPasskey(options: Options): Promise<PasskeyLoginRequest['response']> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    const response = await startAuthentication({
      optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
    });
    return { ...response, response: { ...response.response } };
  } catch (failure) {
    throw readable(failure, PASSKEY_TEXT.signInCancelled);
  }
}
