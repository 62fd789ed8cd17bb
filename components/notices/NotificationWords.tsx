import NewTabLink from '@/components/ui/NewTabLink';
import type { SchoolNotification } from '@/lib/provider/types';

/** A notification's words and its Read more link: the same in the home pop-up and in every page's line. */
export default function NotificationWords({ notification }: { notification: Pick<SchoolNotification, 'descriptionHtml' | 'url'> }) {
  return (
    <>
      {/* Sanitised at the provider boundary. */}
      <div dangerouslySetInnerHTML={{ __html: notification.descriptionHtml }} />
      {notification.url ? (
        <p>
          <NewTabLink href={notification.url}>Read more</NewTabLink>
        </p>
      ) : null}
    </>
  );
}
