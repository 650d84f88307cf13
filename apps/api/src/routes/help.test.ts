import { SERVER, SETTING_TOGGLES } from '@drisk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../db/schema';
import { getTestServer, type TestServer } from '../test/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server?.close());

describe('user/getFAQ', () => {
  it('explains every device feature the spec names', async () => {
    const token = await server.login('guest@example.com', 'Guest#12345');
    const reply = await server.call<Array<{ faq_id: number; question: string; answer: string }>>(
      'user/getFAQ',
      {
        token,
      },
    );
    expect(reply.status).toBe(200);
    const questions = reply.body.result.map((entry) => entry.question).join('\n');
    const features = [
      ...SETTING_TOGGLES.map((toggle) => toggle.label),
      'SSID',
      'Wi-Fi Profile',
      'signal strength',
      'connected device',
      'invite',
      'roles',
    ];
    for (const feature of features) expect(questions.toLowerCase()).toContain(feature.toLowerCase());
    for (const entry of reply.body.result) expect(entry.answer.length).toBeGreaterThan(80);
  });

  it('needs a session', async () => {
    expect((await server.call('user/getFAQ')).status).toBe(401);
  });
});

describe('user/userFeedback', () => {
  it('stores the feedback and thanks the user', async () => {
    const token = await server.login('solo@example.com', 'Solo#12345');
    const text = `The dashboard is lovely ${Date.now()}`;
    const reply = await server.call('user/userFeedback', { token, body: { feedback: text } });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(SERVER.feedbackReceived);
    const stored = await server.db.select().from(feedback);
    expect(stored.map((row) => row.message)).toContain(text);
  });

  it('refuses empty feedback', async () => {
    const token = await server.login('solo@example.com', 'Solo#12345');
    const reply = await server.call('user/userFeedback', { token, body: { feedback: '   ' } });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('feedback: Please enter your feedback');
  });
});

describe('user/googleConfig', () => {
  it('says Google sign-in is off unless GOOGLE_CLIENT_ID is set', async () => {
    const off = await server.call('user/googleConfig');
    expect(off.body.result).toEqual({ enabled: false, client_id: null });
    const configured = await getTestServer({ googleClientId: 'client-123.apps.googleusercontent.com' });
    try {
      const on = await configured.call('user/googleConfig');
      expect(on.body.result).toEqual({ enabled: true, client_id: 'client-123.apps.googleusercontent.com' });
    } finally {
      await configured.close();
    }
  });
});
