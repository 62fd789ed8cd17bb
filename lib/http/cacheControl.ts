/** The header of an answer no cache may keep: health, metrics, the webhook's. */
export const NO_STORE = { 'cache-control': 'no-store' } as const;
