import { listOf } from './lists';
import type { LeaderCategory, LeaderMessage } from './types';

export const getLeaderMessages = () => listOf('leader-messages');

/** The leader-message list, filtered by category. Null when the provider has none. */
export async function getLeaderMessage(category: LeaderCategory): Promise<LeaderMessage | null> {
  const wanted = category.toLowerCase();
  const messages = await getLeaderMessages();
  return messages.find((message) => message.category.toLowerCase() === wanted) ?? null;
}
