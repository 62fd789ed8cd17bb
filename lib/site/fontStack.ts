/** A CSS font-family list without its first family: next/font's stack minus the web face itself. */
export function withoutFirstFamily(stack: string): string {
  const families = stack.split(',').map((family) => family.trim()).filter(Boolean);
  return families.slice(1).join(', ');
}
