// The framework floor for `npm run bench`: the site's settings that change what the browser loads.
module.exports = { poweredByHeader: false, reactStrictMode: true };
