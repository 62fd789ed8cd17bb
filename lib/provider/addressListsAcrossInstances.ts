// The webhook's instance expires its lists and announces it on a Redis channel every instance hears.
// Without Redis there is one instance, or lists age out within ADDRESS_LIST_MAX_AGE_SECONDS.
import { REDIS_TIMEOUTS, sharedRedisClient, withTimeout } from '@/lib/cache/redisClient';
import { log, reasonOf } from '@/lib/observability/log';
import { expireAddressLists } from './addressLists';

const CHANNEL = 'kvns:address-lists:expired';

/** Expires this instance's lists and tells the others; a Redis that does not answer leaves them to age out. */
export async function expireAddressListsEverywhere(redisUrl: string | undefined): Promise<void> {
  expireAddressLists();
  const client = sharedRedisClient(redisUrl);
  if (!client) return;
  try {
    await withTimeout(client.publish(CHANNEL, String(Date.now())), REDIS_TIMEOUTS.commandMs);
  } catch (error) {
    log.warn({ event: 'address_lists.announce_failed', reason: reasonOf(error) }, 'other instances will read their address lists again within 30 s');
  }
}

/** Listens, on a connection of its own (Redis gives a subscriber no other use), for the announcement. */
export function listenForExpiredAddressLists(redisUrl: string): void {
  const subscriber = sharedRedisClient(redisUrl)?.duplicate();
  if (!subscriber) return;
  // The shared client logs Redis's failures; this one reconnects and subscribes again on its own.
  subscriber.on('error', () => undefined);
  subscriber
    .connect()
    .then(() => subscriber.subscribe(CHANNEL, () => expireAddressLists()))
    .catch((error: unknown) => log.warn({ event: 'address_lists.listen_failed', reason: reasonOf(error) }, 'address lists will age out within 30 s instead'));
}
