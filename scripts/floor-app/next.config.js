// The floor of `npm run bench:throughput`: one static page on the same Next and React, no proxy, no
// instrumentation, whose HTML is as large as the page it is compared with (app/page.js).
const nextConfig = { poweredByHeader: false, reactStrictMode: true };

export default nextConfig;
