/** The form-service client against every shape of answer the service can give. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FORM_CODES,
  FIELD_CODES,
  FormServiceError,
  retryAfterMs,
  submitForm,
  type ServiceError,
  type SubmitResult,
} from '../../islands/forms/form-client';
import { describeFailure, UNKNOWN_ERROR, type Wording } from '../../islands/forms/outcome';
import { FORM_WORDS } from '../../islands/forms/service-words';

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
    expect(await send(200, '{"ok":true,"next":"https://formspree.io/thanks"}')).toEqual({
      ok: true,
      next: 'https://formspree.io/thanks',
    });
  });

  it('reads ok alone, or next alone', async () => {
    expect(await send(200, '{"ok":true}')).toEqual({ ok: true });
    expect(await send(200, '{"next":"https://formspree.io/thanks"}')).toEqual({
      ok: true,
      next: 'https://formspree.io/thanks',
    });
  });

  it('is not an OK status whose body says ok: false', async () => {
    expect(await send(200, '{"ok":false}')).toEqual({ ok: false, status: 200 });
    expect(await send(200, '{"ok":false,"next":"https://formspree.io/thanks"}')).toEqual({ ok: false, status: 200 });
  });

  // A proxy or a captive portal on a phone network may answer 200 like this: the message did not reach the service.
  it.each([
    ['an empty body', ''],
    ['a blank body', '  \n'],
    ['an empty object', '{}'],
    ['ok given as a text', '{"ok":"true"}'],
    ['a body without ok or next', '{"status":"received"}'],
    ['next that is not a text', '{"next":true}'],
  ])('is not an OK status with %s, which reads as a failure without errors', async (_name, body) => {
    const result = await send(200, body);
    expect(result).toEqual({ ok: false, status: 200 });
    expect(describeFailure(result as Extract<SubmitResult, { ok: false }>, wording())).toEqual({
      message: UNKNOWN_ERROR,
      fields: {},
    });
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
    const result = await send(
      400,
      '{"errors":[{"code":"STRIPE_CLIENT_ERROR","message":"card declined"},{"message":"no code"}]}',
    );
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
    expect(await send(403, '{"error":"Form not active"}')).toEqual({
      ok: false,
      status: 403,
      error: 'Form not active',
    });
  });

  it('reads an empty body on a failure as a failure without errors', async () => {
    expect(await send(400, '')).toEqual({ ok: false, status: 400 });
  });
});

describe('an answer it cannot read', () => {
  it.each([
    ['an HTML body', 404, '<!doctype html><title>Not found</title>'],
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

describe('an answer that means "not now"', () => {
  const answer = (status: number, body: string, headers: Record<string, string> = {}) =>
    submitForm(URL_OF_FORM, fieldsOf({ email: 'a@b.co' }), {
      fetch: (async () => new Response(body, { status, headers })) as unknown as typeof fetch,
    });

  it.each([408, 425, 429, 500, 502, 503, 504])('is to be tried again on %i, JSON, HTML or empty', async (status) => {
    expect(await answer(status, '{"error":"Busy"}')).toEqual({ ok: false, status, error: 'Busy', later: {} });
    expect(await answer(status, '<!doctype html><title>Bad gateway</title>')).toEqual({ ok: false, status, later: {} });
    expect(await answer(status, '')).toEqual({ ok: false, status, later: {} });
  });

  it("keeps the service's own words", async () => {
    const result = await answer(503, '{"errors":[{"code":"INACTIVE","message":"Back at 10:00"}]}');
    expect(result).toMatchObject({ errors: [{ message: 'Back at 10:00' }], later: {} });
  });

  it('waits as long as Retry-After says, in seconds or as a date, at least a second and at most an hour', async () => {
    expect(await answer(429, '', { 'retry-after': '30' })).toMatchObject({ later: { afterMs: 30_000 } });
    expect(await answer(503, '', { 'retry-after': '0' })).toMatchObject({ later: { afterMs: 1_000 } });
    expect(await answer(503, '', { 'retry-after': '86400' })).toMatchObject({ later: { afterMs: 3_600_000 } });
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:30 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(30_000);
    expect(await answer(503, '', { 'retry-after': 'soon' })).toMatchObject({ later: {} });
  });

  it.each([
    [400, '{"errors":[{"field":"email","code":"TYPE_EMAIL","message":"should be an email"}]}'],
    [403, '{"error":"Form not active"}'],
    [413, '{"error":"Too big"}'],
    [422, '{"errors":[{"field":"name","code":"REQUIRED_FIELD_EMPTY","message":"required"}]}'],
  ])('is not what %i means: the message itself is refused', async (status, body) => {
    expect(await answer(status, body)).not.toHaveProperty('later');
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
    await expect(submitForm(URL_OF_FORM, new FormData(), { fetch })).rejects.toMatchObject({
      name: 'FormServiceError',
      reason: 'network',
    });
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
    await expect(submitForm(URL_OF_FORM, new FormData(), { fetch, timeoutMs: 20 })).rejects.toMatchObject({
      reason: 'timeout',
    });
  });
});

/** Labels as a form shows them; inline or not. */
function wording(labels: Record<string, string> = {}, inline = false): Wording {
  return { codes: FORM_WORDS.codes, labelOf: (field) => labels[field], inline };
}

describe('what a form shows of a failure', () => {
  const failed = (errors?: ServiceError[]) => ({ ok: false, status: 422, ...(errors ? { errors } : {}) }) as const;

  it('joins every message with ", " for the enquiry forms, marking the fields', () => {
    const result = describeFailure(
      failed([
        { field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' },
        { code: 'BLOCKED', message: 'Submission blocked' },
      ]),
      wording({ email: 'Email Address' }),
    );
    expect(result).toEqual({
      message: 'should be an email, Submission blocked',
      fields: { email: 'should be an email' },
    });
  });

  it('shows "An unknown error occurred." when there is no errors list, even with an error text', () => {
    expect(describeFailure({ ok: false, status: 400, error: 'Form not found' }, wording())).toEqual({
      message: UNKNOWN_ERROR,
      fields: {},
    });
    expect(describeFailure(failed([]), wording())).toEqual({ message: UNKNOWN_ERROR, fields: {} });
  });

  it('prefixes field errors by their label beside the field, the rest above the button', () => {
    const result = describeFailure(
      failed([
        { field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' },
        { field: 'email', code: 'UNSPECIFIED', message: 'is blocked' },
        { field: 'unknown', code: 'UNSPECIFIED', message: 'odd field' },
        { code: 'BLOCKED', message: 'Submission blocked' },
      ]),
      wording({ email: 'Email', fullName: 'Full Name' }, true),
    );
    expect(result).toEqual({
      message: 'odd field, Submission blocked',
      fields: { email: 'Email: should be an email, Email: is blocked', unknown: 'odd field' },
    });
  });
});

describe('an error that carries only a code', () => {
  const only = (errors: ServiceError[]) => ({ ok: false, status: 422, errors }) as const;
  const labels = { email: 'Email Address', name: 'Full Name', budget: 'Budget', message: 'Message' };

  it('reads {"field":"email","code":"TYPE_EMAIL"} from the service and names the field by its label', async () => {
    const result = await send(422, '{"errors":[{"field":"email","code":"TYPE_EMAIL"}]}');
    if (result.ok) throw new Error('expected a failure');
    expect(describeFailure(result, wording(labels))).toEqual({
      message: 'Email Address must be an email address, like name@example.com',
      fields: { email: 'Email Address must be an email address, like name@example.com' },
    });
  });

  it.each([
    ['REQUIRED_FIELD_EMPTY', 'name', 'Full Name is required'],
    ['REQUIRED_FIELD_MISSING', 'message', 'Message is required'],
    ['TYPE_EMAIL', 'email', 'Email Address must be an email address, like name@example.com'],
    ['TYPE_NUMERIC', 'budget', 'Budget must be a number'],
    ['TYPE_TEXT', 'name', 'Full Name must be text'],
    ['UNSPECIFIED', 'budget', 'Budget was not accepted'],
  ] as const)('words the field code %s, naming the field', (code, field, text) => {
    expect(describeFailure(only([{ field, code, message: '' }]), wording(labels))).toEqual({
      message: text,
      fields: { [field]: text },
    });
    // Beside the field in inline mode, where the text already names it.
    expect(describeFailure(only([{ field, code, message: '' }]), wording(labels, true))).toEqual({
      message: '',
      fields: { [field]: text },
    });
  });

  it.each([
    ['BLOCKED', 'The form service blocked this message as possible spam. Please email or call us instead.'],
    ['EMPTY', 'The form arrived empty. Please fill it in and send it again.'],
    ['FILES_TOO_BIG', 'The attached files are too big to send.'],
    ['FORM_NOT_FOUND', 'This form is not available at the moment. Please email or call us instead.'],
    ['INACTIVE', 'This form is not taking messages at the moment. Please email or call us instead.'],
    ['NO_FILE_UPLOADS', 'This form cannot take attached files.'],
    ['PROJECT_NOT_FOUND', 'This form is not available at the moment. Please email or call us instead.'],
    ['TOO_MANY_FILES', 'Too many files are attached.'],
    ['UNSPECIFIED', UNKNOWN_ERROR],
  ] as const)('words the form code %s', (code, text) => {
    expect(describeFailure(only([{ code, message: '' }]), wording(labels))).toEqual({ message: text, fields: {} });
  });

  it('has words for every documented code', () => {
    expect(Object.keys(FORM_WORDS.codes).sort()).toEqual([...FIELD_CODES, ...FORM_CODES, 'UNSPECIFIED'].sort());
  });

  it("names a field the form does not show by its name, and prefers the service's own message", () => {
    const result = describeFailure(
      only([
        { field: 'phone_number', code: 'REQUIRED_FIELD_MISSING', message: '' },
        { field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' },
      ]),
      wording(labels),
    );
    expect(result.message).toBe('phone_number is required, should be an email');
  });
});
