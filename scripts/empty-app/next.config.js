// Same framework settings as the site where they change what the browser loads.
module.exports = { poweredByHeader: false, reactStrictMode: true };
