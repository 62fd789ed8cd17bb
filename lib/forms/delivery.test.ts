import { DATE_CONFIRMED_LINE, decodePost, POSSIBLE_REPEAT, deliveryHeaders, encodePost, outcomeOfStatus, providerBody, type OutboxPost } from './delivery';
import { VALID_ENQUIRY } from '@/test/forms';

test('2xx delivered; 408, 429, 5xx and redirects tried again; any other 4xx refused for good', () => {
  expect([200, 201, 204].map((status) => outcomeOfStatus(status).outcome)).toEqual(['delivered', 'delivered', 'delivered']);
  expect([408, 429, 500, 502, 503, 504, 302].map((status) => outcomeOfStatus(status).outcome)).toEqual(Array(7).fill('retry'));
  expect([400, 401, 403, 404, 413, 422].map((status) => outcomeOfStatus(status))).toEqual(
    [400, 401, 403, 404, 413, 422].map((status) => ({ outcome: 'rejected', reason: `provider answered ${status}` })),
  );
});

const career: OutboxPost = {
  reference: 'KVNS-7F3K4Q',
  form: 'career',
  fields: { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '9123456780' },
  file: { name: 'cv.pdf', type: 'application/pdf', bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 255]) },
};

test('a post survives encoding byte for byte, its file included', () => {
  expect(decodePost(encodePost(career))).toEqual(career);
  const enquiry: OutboxPost = { reference: 'KVNS-7F3K4Q', form: 'enquiry', fields: VALID_ENQUIRY as never };
  expect(decodePost(encodePost(enquiry))).toEqual(enquiry);
});

test('the reference travels where the office reads it: the end of the message, the application and its file name', async () => {
  const enquiry = providerBody({ reference: 'KVNS-7F3K4Q', form: 'enquiry', fields: VALID_ENQUIRY as never });
  expect(enquiry.contentType).toBe('application/json');
  expect(JSON.parse(enquiry.body as string)).toMatchObject({ message: `${VALID_ENQUIRY.message}\n\nThe sender declared that they are the child's parent or lawful guardian.\nReference: KVNS-7F3K4Q`, schoolcode: 'KVNS' });
  const confirmed = providerBody({ reference: 'KVNS-7F3K4Q', form: 'enquiry', fields: VALID_ENQUIRY as never, dateConfirmed: true });
  expect(JSON.parse(confirmed.body as string).message).toBe(`${VALID_ENQUIRY.message}\n\nThe sender declared that they are the child's parent or lawful guardian.\n${DATE_CONFIRMED_LINE}\nReference: KVNS-7F3K4Q`);
  const form = providerBody(career).body as FormData;
  expect(form.get('reference')).toBe('KVNS-7F3K4Q');
  expect(form.get('schoolcode')).toBe('KVNS');
  const file = form.get('attachments') as File;
  expect(file.name).toBe('KVNS-7F3K4Q-cv.pdf');
  expect(new Uint8Array(await file.arrayBuffer())).toEqual(career.file.bytes);
});

test('every attempt at one post carries its reference as the Idempotency-Key; another post, its own', () => {
  expect(deliveryHeaders({ reference: 'KVNS-7F3K4Q' }, 'application/json')).toMatchObject({ 'Idempotency-Key': 'KVNS-7F3K4Q', 'Content-Type': 'application/json' });
  expect(deliveryHeaders({ reference: 'KVNS-7F3K4Q' })['Idempotency-Key']).toBe(deliveryHeaders({ reference: 'KVNS-7F3K4Q' })['Idempotency-Key']);
  expect(deliveryHeaders({ reference: 'KVNS-2B9X1M' })['Idempotency-Key']).toBe('KVNS-2B9X1M');
  expect(deliveryHeaders({ reference: 'KVNS-2B9X1M' })).not.toHaveProperty('Content-Type');
});

test('a post that may repeat an earlier attempt says so beside its reference, where the office reads it', () => {
  const enquiry = providerBody({ reference: 'KVNS-7F3K4Q', form: 'enquiry', fields: VALID_ENQUIRY as never, possiblyRepeated: true });
  expect(JSON.parse(enquiry.body as string).message).toMatch(new RegExp(`\\nReference: KVNS-7F3K4Q \\(${POSSIBLE_REPEAT}\\)$`));
  expect((providerBody({ ...career, possiblyRepeated: true }).body as FormData).get('reference')).toBe(`KVNS-7F3K4Q (${POSSIBLE_REPEAT})`);
  // The key the provider keeps is the reference alone, so a provider that keeps keys stores the post once.
  expect(deliveryHeaders({ reference: 'KVNS-7F3K4Q' })['Idempotency-Key']).toBe('KVNS-7F3K4Q');
});

test('an answer, a late one or none in time may mean the provider kept the post; a refused connection cannot', () => {
  expect(outcomeOfStatus(503)).toMatchObject({ outcome: 'retry', reached: true });
  expect(outcomeOfStatus(429)).toMatchObject({ outcome: 'retry', reached: true });
});
