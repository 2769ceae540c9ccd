// A shopper's calls to the shop, and how a failed step is told apart: "try again" answers (502/503/504,
// a dropped connection) are retriable; any answer that fails should carry a clear message.
export type Answer = { status: number; json: Record<string, unknown> | null; text: string };

export class StepError extends Error {
  constructor(
    readonly kind: string,
    readonly retriable: boolean,
    readonly clear: boolean,
  ) {
    super(kind);
  }
}

export async function call(base: string, method: string, path: string, token: string | null, body?: unknown): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    throw new StepError(`network ${cause}`, true, false);
  }
  const text = await response.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    json = null;
  }
  return { status: response.status, json, text };
}

export function expectOk(answer: Answer, ok: number[] = [200, 201]): Record<string, unknown> {
  if (ok.includes(answer.status)) return answer.json ?? {};
  // A clear error: JSON with a sentence for the shopper (what the front ends show), never an empty page.
  const clear = typeof answer.json?.message === 'string' && answer.json.message.length > 0;
  throw new StepError(`HTTP ${answer.status}`, [502, 503, 504].includes(answer.status), clear);
}
