/** The anchor of an article's section, from its heading: "Fee structure 2026-27" -> "fee-structure-2026-27". */
export function sectionId(heading: string): string {
  return (
    heading
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}
