// @ts-check
const DEFAULT_PROVIDER_API_URL = 'http://127.0.0.1:4010';

const providerUrl = new URL(process.env.PROVIDER_API_URL || DEFAULT_PROVIDER_API_URL);

/** Loopback and private hosts: the demo provider and tests. Never true for a public provider. */
/** @param {string} hostname */
function isLocalHost(hostname) {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127\./.test(hostname) ||
    /^10\./.test(hostname) ||
    /^192\.168\./.test(hostname) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(hostname)
  );
}

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // swiper and photoswipe ship ESM only; transpiling them lets next/jest load them too.
  transpilePackages: ['swiper', 'photoswipe'],
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [
      {
        protocol: /** @type {'http' | 'https'} */ (providerUrl.protocol.replace(':', '')),
        hostname: providerUrl.hostname,
        port: providerUrl.port,
        pathname: '/api/image/**',
      },
    ],
    dangerouslyAllowLocalIP: isLocalHost(providerUrl.hostname),
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

module.exports = nextConfig;
