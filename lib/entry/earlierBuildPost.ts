import 'server-only';
// A form posted from a page of an earlier build names a Server Action this build does not have; Next would
// answer 409 and drop it. nginx sends such a post here, as it came (deploy/nginx/site.conf.template): it is
// checked and sent as any page post, and answered with the reference, or with what was typed and why it
// was not sent, in a page that needs no script and posts here again.
import type { FormName } from '../forms/delivery';
import type { FormState } from '../forms/formState';
import { answeredWithinLine, CAREER_SUCCESS, FORM_ERRORS, SUCCESS_MESSAGE } from '../forms/messages';
import { OFFICE } from '../content/school';
import { FIELD_LABELS } from '../forms/labels';
import { submitPagePost } from '../forms/pagePost';
import { BodyTooLargeError, readBody } from '../http/request';
import { NO_STORE } from '../http/cacheControl';
import { escapeHtml } from '../splash/lightSplash';
import { BODY_RULES } from './requestRules';

/** The pages whose own post may come here, their form, and its page's title. */
const PAGE_FORMS = {
  'contact-us': { form: 'enquiry', title: 'Contact Us' },
  career: { form: 'career', title: 'Career' },
  'withdraw-consent': { form: 'withdrawal', title: 'Withdraw consent' },
  'report-a-problem': { form: 'problem', title: 'Report a problem' },
} as const satisfies Record<string, { form: FormName; title: string }>;

type FormPage = keyof typeof PAGE_FORMS;

const isFormPage = (page: string): page is FormPage => Object.hasOwn(PAGE_FORMS, page);

const html = (status: number, title: string, body: string) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
      `<style>body{font:1.0625rem/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem}label{display:block;margin-top:1rem;font-weight:600}input,textarea{display:block;width:100%;box-sizing:border-box;font:inherit;padding:.5rem}button{margin-top:1rem;font:inherit;padding:.5rem 1rem}[role=alert]{color:#9b1c1c}</style></head>` +
      `<body><main>${body}</main></body></html>`,
    { status, headers: { 'content-type': 'text/html; charset=utf-8', ...NO_STORE } },
  );

/** What a post's answer says: the thanks with the reference, or the form again with every typed value and each message. */
export function earlierBuildAnswer(page: FormPage, state: FormState): Response {
  const { form, title } = PAGE_FORMS[page];
  const fields: Readonly<Record<string, string>> = FIELD_LABELS[form];
  const back = `<p><a href="/${page}">${escapeHtml(title)}</a></p>`;
  if (state.status === 'sent') {
    const thanks = form === 'career' ? CAREER_SUCCESS : SUCCESS_MESSAGE;
    const answered = OFFICE.answersFormsWithin && (form === 'enquiry' || form === 'career') ? `<p>${escapeHtml(answeredWithinLine(OFFICE.answersFormsWithin))}</p>` : '';
    return html(200, thanks, `<h1>${escapeHtml(thanks)}</h1>${state.reference ? `<p>Your reference is ${escapeHtml(state.reference)}.</p>` : ''}${answered}${back}`);
  }
  const messages = [state.message, ...Object.values(state.errors)].filter((message): message is string => Boolean(message));
  const inputs = Object.entries(fields).map(([name, label]) => {
    const error = state.errors[name] ? `<span role="alert" id="${name}-error">${escapeHtml(state.errors[name])}</span>` : '';
    const described = state.errors[name] ? ` aria-describedby="${name}-error"` : '';
    const value = escapeHtml(state.values[name] ?? '');
    const control =
      name === 'attachments'
        ? `<input type="file" id="${name}" name="${name}"${described}>`
        : name === 'message'
          ? `<textarea id="${name}" name="${name}" rows="6"${described}>${value}</textarea>`
          : `<input id="${name}" name="${name}" value="${value}"${described}>`;
    return `<label for="${name}">${escapeHtml(label)}</label>${error}${control}`;
  });
  // What was given but not typed (a box ticked, a choice the form made): carried as it came.
  const carried = Object.entries(state.values)
    .filter(([name]) => !Object.hasOwn(fields, name))
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`);
  const encoding = form === 'career' ? ' enctype="multipart/form-data"' : '';
  return html(
    state.status === 'invalid' ? 422 : 503,
    title,
    `<h1>${escapeHtml(title)}</h1><div role="alert">${messages.map((message) => `<p>${escapeHtml(message)}</p>`).join('')}</div>` +
      `<form method="post" action="/api/form-post/${page}"${encoding}>${inputs.join('')}${carried.join('')}<button type="submit">Send</button></form>${back}`,
  );
}

/** The post of `/page`, read within that page's bounds, checked and sent; an address that takes no page post is 404. */
export async function answerEarlierBuildPost(request: Request, page: string): Promise<Response> {
  if (!isFormPage(page)) return new Response('Not found', { status: 404, headers: NO_STORE });
  const { maxBytes, deadlineMs } = BODY_RULES[`/${page}`];
  let data: FormData;
  try {
    const body = await readBody(request, maxBytes, deadlineMs);
    data = await new Request(request.url, { method: 'POST', headers: { 'content-type': request.headers.get('content-type') ?? '' }, body }).formData();
  } catch (error) {
    const message = error instanceof BodyTooLargeError ? FORM_ERRORS.tooLarge : FORM_ERRORS.badRequest;
    return earlierBuildAnswer(page, { status: 'failed', values: {}, errors: {}, message });
  }
  return earlierBuildAnswer(page, await submitPagePost(PAGE_FORMS[page].form, data));
}
