/**
 * The provider's bearer token as an Authorization header; none when PROVIDER_TOKEN is unset. Server
 * code only: the variable is not NEXT_PUBLIC_, so a browser bundle would never see its value.
 */
export function providerAuthorization(): Record<string, string> {
  const token = process.env.PROVIDER_TOKEN;
  return token ? { Authorization: `Bearer ${token}` } : {};
}
