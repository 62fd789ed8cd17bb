// The provider boundary: any field may be missing, null, "null" or of another type, and a list may come
// as one object. Whatever arrives becomes the typed records of ./types; fallback words are the pages'.
import { sanitizeRichText, stripMarkup } from './html';
import type {
  Accolade,
  Circular,
  GalleryItem,
  Highlight,
  IsoDate,
  LeaderMessage,
  NewsItem,
  OnlineRegistration,
  SchoolEvent,
  SchoolNotification,
  SubGalleryRecord,
  Testimonial,
  Topper,
  Video,
} from './types';
import { externalUrl, fileAddress, isNullish } from './urls';
import { isValidAlbumId } from './albumId';

type Raw = Record<string, unknown>;

/** Longest text kept from one field, so a runaway record cannot blow up a page. */
const MAX_TEXT = 20_000;

export function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string field as text: trimmed, "" for nothing. Numbers and booleans are read as text. */
export function text(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value !== 'string' || isNullish(value)) return '';
  return value.trim().slice(0, MAX_TEXT);
}

/** Plain text from a field that may hold markup. */
export function plainText(value: unknown): string {
  const raw = text(value);
  return raw.includes('<') || raw.includes('&') ? stripMarkup(raw) : raw;
}

export function richText(value: unknown): string {
  const raw = text(value);
  return raw ? sanitizeRichText(raw) : '';
}

/** A list field: an array as is, a lone value as a list of one, nothing as []. */
export function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === null || value === undefined || isNullish(value)) return [];
  return [value];
}

/** Image and file references as provider URLs, dropping "null" entries and anything unsafe. */
export function fileUrls(value: unknown): string[] {
  return list(value)
    .map((entry) => fileAddress(isRecord(entry) ? (entry.path ?? entry.url) : entry))
    .filter((url): url is string => url !== null);
}

const EARLIEST_YEAR = 1900;
const LATEST_YEAR = 2200;

/** A date as an ISO string, or null when it cannot be read or is out of any sensible range. */
export function isoDate(value: unknown): IsoDate | null {
  let date: Date;
  if (typeof value === 'number' && Number.isFinite(value)) date = new Date(value);
  else if (typeof value === 'string' && !isNullish(value)) date = new Date(value.trim());
  else return null;
  const time = date.getTime();
  if (Number.isNaN(time)) return null;
  const year = date.getUTCFullYear();
  if (year < EARLIEST_YEAR || year > LATEST_YEAR) return null;
  return date.toISOString();
}

/** Ids end up in keys and URLs (/subgallery?id=), so only ids of the album rule are kept. */
export function recordId(raw: Raw, prefix: string, index: number): string {
  const id = [text(raw._id), text(raw.id)].find((candidate) => isValidAlbumId(candidate));
  return id ?? `${prefix}-${index}`;
}

/** A provider answer that is not a well-formed envelope: a failure, never "no items". */
export class MalformedAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedAnswerError';
  }
}

/** What a call reads: a list, or one record (an album), which may also come as a list of one or null. */
export type AnswerShape = 'list' | 'record';

/**
 * `{ status, data: [...] }`, a bare array, a nested envelope, or an album's record alone. Only an empty
 * list (or null for an album) is empty; any other shape throws, so the page keeps its last good copy.
 */
export function unwrapData(payload: unknown, shape: AnswerShape = 'list'): unknown[] {
  if (Array.isArray(payload)) return payload;
  if (!isRecord(payload)) throw new MalformedAnswerError(`answered ${payload === null ? 'null' : typeof payload}, not an envelope`);
  const { data } = payload;
  // An unknown album: the provider says so with null data, whatever its status.
  if (data === null && shape === 'record') return [];
  if (payload.status === false) throw new MalformedAnswerError(`answered status false${refusalReason(payload)}`);
  if (!('data' in payload)) throw new MalformedAnswerError('answered an envelope without data');
  if (Array.isArray(data)) return data;
  if (isRecord(data) && 'data' in data && ('status' in data || Array.isArray(data.data))) return unwrapData(data, shape);
  if (isRecord(data) && shape === 'record') return [data];
  throw new MalformedAnswerError(`answered data of the wrong kind (${data === null ? 'null' : Array.isArray(data) ? 'array' : typeof data})`);
}

function refusalReason(payload: Record<string, unknown>): string {
  const message = typeof payload.message === 'string' ? payload.message.slice(0, 200) : '';
  return message ? `: ${JSON.stringify(message)}` : '';
}

export function normalizeLeaderMessage(raw: Raw): LeaderMessage {
  return {
    category: text(raw.category),
    name: plainText(raw.name),
    quote: plainText(raw.quote),
    message: plainText(raw.message),
    photo: fileUrls(raw.attachments)[0] ?? null,
  };
}

export function normalizeCircular(raw: Raw, index: number): Circular {
  return {
    id: recordId(raw, 'circular', index),
    category: text(raw.category),
    title: plainText(raw.title),
    date: isoDate(raw.date),
    attachments: fileUrls(raw.attachments),
    images: fileUrls(raw.images),
  };
}

export function normalizeGalleryItem(raw: Raw, index: number): GalleryItem {
  return {
    id: recordId(raw, 'gallery', index),
    category: text(raw.category),
    title: plainText(raw.title),
    description: plainText(raw.description),
    date: isoDate(raw.date),
    attachments: fileUrls(raw.attachments),
    cover: fileUrls(list(raw.attachments).slice(0, 1))[0] ?? null,
  };
}

export function normalizeAccolade(raw: Raw, index: number): Accolade {
  return {
    id: recordId(raw, 'accolade', index),
    title: plainText(raw.title),
    description: plainText(raw.description),
    date: isoDate(raw.date),
    attachments: fileUrls(raw.attachments),
  };
}

export function normalizeVideo(raw: Raw, index: number): Video {
  return {
    id: recordId(raw, 'video', index),
    title: plainText(raw.title),
    date: isoDate(raw.date),
    videoUrl: externalUrl(raw.videoUrl),
    thumbnail: fileUrls(raw.attachments)[0] ?? null,
  };
}

export function normalizeNewsItem(raw: Raw, index: number): NewsItem {
  return {
    id: recordId(raw, 'news', index),
    title: plainText(raw.title),
    descriptionHtml: richText(raw.description),
    link: externalUrl(raw.link),
    date: isoDate(raw.showDate) ?? isoDate(raw.fromDate),
    attachments: fileUrls(raw.attachments),
  };
}

export function normalizeHighlight(raw: Raw, index: number): Highlight {
  return {
    id: recordId(raw, 'highlight', index),
    text: plainText(raw.description),
    fromDate: isoDate(raw.fromDate),
    attachments: fileUrls(raw.attachments),
  };
}

export function normalizeOnlineRegistration(raw: Raw, index: number): OnlineRegistration {
  return {
    id: recordId(raw, 'registration', index),
    title: plainText(raw.title),
    link: externalUrl(raw.link),
    attachments: fileUrls(raw.attachments),
  };
}

export function normalizeNotification(raw: Raw, index: number): SchoolNotification {
  return {
    id: recordId(raw, 'notification', index),
    title: plainText(raw.title),
    descriptionHtml: richText(raw.description),
    url: externalUrl(raw.url),
    images: fileUrls(raw.image),
    attachments: fileUrls(raw.attachments),
  };
}

export function normalizeEvent(raw: Raw, index: number): SchoolEvent {
  return {
    id: recordId(raw, 'event', index),
    date: isoDate(raw.date),
    title: plainText(raw.title),
    descriptionHtml: richText(raw.description),
    time: plainText(raw.time),
    venue: plainText(raw.venue),
    images: fileUrls(raw.images),
  };
}

/** '95%', '95.4 %', 95 -> 95.4...; null when there is no number in it. */
export function parsePercentage(value: unknown): number | null {
  const match = /\d+(?:\.\d+)?/.exec(text(value));
  if (!match) return null;
  const number = Number(match[0]);
  return number >= 0 && number <= 100 ? number : null;
}

export function normalizeTopper(raw: Raw, index: number): Topper {
  const division = text(raw.division);
  return {
    id: recordId(raw, 'topper', index),
    className: text(raw.class),
    sessionYear: text(raw.sessionYear),
    division,
    percentage: parsePercentage(division),
    name: plainText(raw.name),
    stream: plainText(raw.stream),
    photo: fileUrls(raw.attachments)[0] ?? null,
  };
}

export function normalizeTestimonial(raw: Raw, index: number): Testimonial {
  return {
    id: recordId(raw, 'testimonial', index),
    name: plainText(raw.name),
    designation: plainText(raw.designation),
    descriptionHtml: richText(raw.description),
    fromDate: isoDate(raw.fromDate),
  };
}

export function normalizeSubGallery(raw: Raw, index: number): SubGalleryRecord {
  return {
    id: recordId(raw, 'album', index),
    date: isoDate(raw.date),
    title: plainText(raw.title),
    description: plainText(raw.description),
    attachments: fileUrls(raw.attachments),
  };
}

/** Entries that are not objects are dropped; an answer that is not well formed throws (unwrapData). */
export function normalizeList<T>(payload: unknown, normalize: (raw: Raw, index: number) => T, shape: AnswerShape = 'list'): T[] {
  return unwrapData(payload, shape)
    .filter(isRecord)
    .map((raw, index) => normalize(raw, index));
}
