// A USSD gateway as Africa's Talking runs one, for the phone screen: dialling the service code opens a
// session and posts the shop's callback (form fields sessionId, serviceCode, phoneNumber, networkCode,
// text: every choice of the session joined by `*`, "" on the first screen); the shop answers plain
// text beginning `CON ` (a screen waiting for a choice) or `END ` (the last screen, the session over).
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { State, UssdSession } from './state';

/** The code the phone dials (USSD_SERVICE_CODE; *347*8# by default). */
export const serviceCode = (state: State) => state.options.ussdServiceCode ?? '*347*8#';
/** What a phone's keypad can type in a USSD reply. */
const KEYPAD = /^[0-9*#]{1,20}$/;

export type UssdScreen = { sessionId: string; serviceCode: string; status: number | null; ended: boolean; text: string };

/** Posts the session's choices so far to the shop and reads its answer (a session ends on END, or on anything the gateway cannot read). */
async function ask(state: State, session: UssdSession): Promise<UssdScreen> {
  const code = serviceCode(state);
  const text = session.choices.join('*');
  let status: number | null = null;
  let answer = '';
  try {
    const res = await fetch(state.options.ussdCallbackUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        sessionId: session.id,
        serviceCode: code,
        phoneNumber: session.phone,
        networkCode: '62130',
        text,
      }).toString(),
    });
    status = res.status;
    answer = await res.text();
  } catch (err) {
    state.log.warn({ err }, 'the USSD callback was not reached');
  }
  const goesOn = status === 200 && answer.startsWith('CON ');
  const ends = status === 200 && answer.startsWith('END ');
  session.ended = !goesOn;
  session.screens.push({ text, answer, status });
  const shown =
    goesOn || ends ? answer.slice(4) : status === null ? 'Connection problem or invalid MMI code.' : `The shop answered ${status}.`;
  return { sessionId: session.id, serviceCode: code, status, ended: session.ended, text: shown };
}

export function ussdGateway(app: FastifyInstance, state: State) {
  /** Dials the service code from a phone: a new session, its first screen. */
  app.post('/_sandbox/ussd/dial', async (request, reply) => {
    const body = (request.body ?? {}) as { phone?: unknown };
    if (!state.options.ussdCallbackUrl) return reply.status(503).send({ message: 'USSD is not set up: no callback URL.' });
    if (typeof body.phone !== 'string' || !/^\+\d{10,15}$/.test(body.phone))
      return reply.status(400).send({ message: 'phone must be a number in international format, like +2348031234567' });
    const session: UssdSession = {
      id: `ATUid_${crypto.randomBytes(12).toString('hex')}`,
      phone: body.phone,
      choices: [],
      ended: false,
      screens: [],
    };
    state.ussd.set(session.id, session);
    return ask(state, session);
  });

  /** Types a choice in an open session: the next screen. */
  app.post('/_sandbox/ussd/reply', async (request, reply) => {
    const body = (request.body ?? {}) as { sessionId?: unknown; input?: unknown };
    const session = typeof body.sessionId === 'string' ? state.ussd.get(body.sessionId) : undefined;
    if (!session) return reply.status(404).send({ message: 'No such USSD session: dial again.' });
    if (session.ended) return reply.status(409).send({ message: 'This USSD session has ended: dial again.' });
    if (typeof body.input !== 'string' || !KEYPAD.test(body.input))
      return reply.status(400).send({ message: 'input is what the keypad types: digits, * and #' });
    session.choices.push(body.input);
    return ask(state, session);
  });

  app.get('/_sandbox/ussd/sessions', async () => ({ sessions: [...state.ussd.values()] }));
}
