// Nothing to set up: a file of the app's own, so the build does not take the site's (the repository's
// root is the build's root, where Next looks for it too).
export function register() {}
