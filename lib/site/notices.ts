// The content service's notifications as every page shows them (components/notices/NoticeBar.tsx) and the
// search finds them.
import { HOME_PATH } from '@/lib/http/routes';
import type { SchoolNotification } from '@/lib/provider/types';

/** Ids the browser may keep and match in a style rule (the head script's own test): a provider's ids are letters, digits, `_` and `-`. */
export const dismissibleNotice = (id: string) => /^[\w-]{1,64}$/.test(id);

/** The element id of a notice's words on every page: letters, digits and hyphens only. */
export const noticeAnchor = (id: string) => `notice-${id.replace(/[^A-Za-z0-9-]/g, '-')}`;

/** Where a search result for a notice leads: its words on the home page (every page has them). */
export const noticeHref = (notification: Pick<SchoolNotification, 'id'>) => `${HOME_PATH}#${noticeAnchor(notification.id)}`;
