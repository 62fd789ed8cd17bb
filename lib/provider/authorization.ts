// Server code only: PROVIDER_TOKEN is not NEXT_PUBLIC_, so no browser bundle sees it.
export function providerAuthorization(): Record<string, string> {
  const token = process.env.PROVIDER_TOKEN;
  return token ? { Authorization: `Bearer ${token}` } : {};
}
