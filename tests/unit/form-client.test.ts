/** The form-service client against every shape of answer the service can give. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_CODES, FIELD_CODES, FormServiceError, submitForm, type SubmitResult } from '../../islands/forms/form-client';
import { describeFailure, UNKNOWN_ERROR } from '../../islands/forms/outcome';

const URL_OF_FORM = 'https://formspree.io/f/abc123';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that records its call and answers with the given status and body text. */
function answering(status: number, body: string) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body, { status });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const fieldsOf = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

async function send(status: number, body: string): Promise<SubmitResult> {
  return submitForm(URL_OF_FORM, fieldsOf({ email: 'a@b.co' }), { fetch: answering(status, body).fetch });
}

describe('the request', () => {
  it('posts the FormData to the form address asking for JSON', async () => {
    const { fetch, calls } = answering(200, '{"ok":true}');
    const fields = fieldsOf({ name: 'Tendai', _gotcha: '' });
    await submitForm(URL_OF_FORM, fields, { fetch });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe(URL_OF_FORM);
    expect(call?.init.method).toBe('POST');
    expect(call?.init.headers).toEqual({ Accept: 'application/json' });
    expect(call?.init.body).toBe(fields);
    expect(call?.init.signal).toBeInstanceOf(AbortSignal);
  });
});

describe('a success', () => {
  it('reads ok and next', async () => {
    expect(await send(200, '{"ok":true,"next":"https://formspree.io/thanks"}')).toEqual({ ok: true, next: 'https://formspree.io/thanks' });
  });

  it('is an OK status even with an empty body', async () => {
    expect(await send(200, '')).toEqual({ ok: true });
  });

  it('is not an OK status whose body says ok: false', async () => {
    expect(await send(200, '{"ok":false}')).toEqual({ ok: false, status: 200 });
  });
});

describe('field errors', () => {
  it('reads each with its field, code and message', async () => {
    const body = {
      error: 'Validation errors',
      errors: FIELD_CODES.map((code, index) => ({ field: `field${index}`, code, message: `message ${index}` })),
    };
    const result = await send(422, JSON.stringify(body));
    expect(result).toEqual({
      ok: false,
      status: 422,
      error: 'Validation errors',
      errors: FIELD_CODES.map((code, index) => ({ field: `field${index}`, code, message: `message ${index}` })),
    });
  });

  it('turns a form-level code given to a field into UNSPECIFIED', async () => {
    const result = await send(422, '{"errors":[{"field":"email","code":"BLOCKED","message":"nope"}]}');
    expect(result).toMatchObject({ errors: [{ field: 'email', code: 'UNSPECIFIED', message: 'nope' }] });
  });
});

describe('form-level errors', () => {
  it.each(FORM_CODES)('keeps the code %s', async (code) => {
    const result = await send(400, JSON.stringify({ errors: [{ code, message: `about ${code}` }] }));
    expect(result).toEqual({ ok: false, status: 400, errors: [{ code, message: `about ${code}` }] });
  });

  it('turns an unknown code into UNSPECIFIED', async () => {
    const result = await send(400, '{"errors":[{"code":"STRIPE_CLIENT_ERROR","message":"card declined"},{"message":"no code"}]}');
    expect(result).toMatchObject({
      errors: [
        { code: 'UNSPECIFIED', message: 'card declined' },
        { code: 'UNSPECIFIED', message: 'no code' },
      ],
    });
  });

  it('turns a field code without a field into UNSPECIFIED', async () => {
    const result = await send(400, '{"errors":[{"code":"TYPE_EMAIL","message":"should be an email"}]}');
    expect(result).toMatchObject({ errors: [{ code: 'UNSPECIFIED', message: 'should be an email' }] });
  });

  it('reads errors given as plain strings', async () => {
    const result = await send(400, '{"errors":["Email is invalid","Message is empty"]}');
    expect(result).toEqual({
      ok: false,
      status: 400,
      errors: [
        { code: 'UNSPECIFIED', message: 'Email is invalid' },
        { code: 'UNSPECIFIED', message: 'Message is empty' },
      ],
    });
  });

  it('reads a single error string without a list', async () => {
    expect(await send(403, '{"error":"Form not active"}')).toEqual({ ok: false, status: 403, error: 'Form not active' });
  });

  it('reads an empty body on a failure as a failure without errors', async () => {
    expect(await send(500, '')).toEqual({ ok: false, status: 500 });
  });
});

describe('an answer it cannot read', () => {
  it.each([
    ['an HTML body', 502, '<!doctype html><title>Bad gateway</title>'],
    ['an HTML body with an OK status', 200, '<html><body>Portal login</body></html>'],
    ['invalid JSON', 200, '{"ok": tru'],
    ['a JSON array', 200, '[1, 2]'],
    ['a JSON string', 400, '"oops"'],
  ])('raises "Unexpected response format" on %s', async (_name, status, body) => {
    const failure = send(status, body);
    await expect(failure).rejects.toThrow(FormServiceError);
    await expect(failure).rejects.toThrow('Unexpected response format');
    await expect(failure).rejects.toMatchObject({ reason: 'format' });
  });
});

describe('a request that does not complete', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('raises a network error when the service cannot be reached', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    await expect(submitForm(URL_OF_FORM, new FormData(), { fetch })).rejects.toMatchObject({ name: 'FormServiceError', reason: 'network' });
  });

  it('gives up after 15 seconds by default, aborting the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        signal = init.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      })) as unknown as typeof globalThis.fetch;
    const failure = submitForm(URL_OF_FORM, new FormData(), { fetch });
    const checked = expect(failure).rejects.toMatchObject({ reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    await checked;
  });

  it('takes a shorter limit when told', async () => {
    const fetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as unknown as typeof globalThis.fetch;
    await expect(submitForm(URL_OF_FORM, new FormData(), { fetch, timeoutMs: 20 })).rejects.toMatchObject({ reason: 'timeout' });
  });
});

describe('what a form shows of a failure', () => {
  const failed = (errors?: Array<{ field?: string; code: 'TYPE_EMAIL' | 'UNSPECIFIED' | 'BLOCKED'; message: string }>) =>
    ({ ok: false, status: 422, ...(errors ? { errors } : {}) }) as const;

  it('joins every message with ", " for the enquiry forms, marking the fields', () => {
    const result = describeFailure(failed([
      { field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' },
      { code: 'BLOCKED', message: 'Submission blocked' },
    ]));
    expect(result).toEqual({ message: 'should be an email, Submission blocked', fields: { email: 'should be an email' } });
  });

  it('shows "An unknown error occurred." when there is no errors list, even with an error text', () => {
    expect(describeFailure({ ok: false, status: 400, error: 'Form not found' })).toEqual({ message: UNKNOWN_ERROR, fields: {} });
    expect(describeFailure(failed([]))).toEqual({ message: UNKNOWN_ERROR, fields: {} });
  });

  it('prefixes field errors by their label beside the field, the rest above the button', () => {
    const result = describeFailure(
      failed([
        { field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' },
        { field: 'email', code: 'UNSPECIFIED', message: 'is blocked' },
        { field: 'unknown', code: 'UNSPECIFIED', message: 'odd field' },
        { code: 'BLOCKED', message: 'Submission blocked' },
      ]),
      { email: 'Email', fullName: 'Full Name' },
    );
    expect(result).toEqual({
      message: 'odd field, Submission blocked',
      fields: { email: 'Email: should be an email, Email: is blocked', unknown: 'odd field' },
    });
  });
});
