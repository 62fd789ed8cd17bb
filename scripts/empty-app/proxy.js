// A proxy of the app's own that matches no address: without it the build takes the site's proxy.ts (the
// repository's root is the build's root, where Next looks for it too).
export function proxy() {}
export const config = { matcher: '/__no-address' };
