// The framework floor for `npm run bench`: the site's settings that change what the browser loads.
const nextConfig = { poweredByHeader: false, reactStrictMode: true };

export default nextConfig;
