import { routeKind, type RouteKind } from './routeKind.ts';

/** web-vitals' names; values past their range are a broken clock or a made-up report. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Milliseconds for all but CLS, which has no unit. */
const SANE_MAX: Record<VitalName, number> = { LCP: 60_000, INP: 30_000, CLS: 10, FCP: 60_000, TTFB: 60_000 };

/** The largest body a report may have: five metrics and a path fit in a fifth of it. */
export const VITALS_BODY_LIMIT_BYTES = 2048;

// A fixed label so no engine's figures read as everyone's: WebKit reports no LCP, INP or CLS and Firefox
// no CLS.
export const ENGINES = ['chromium', 'webkit', 'firefox', 'other'] as const;
export type Engine = (typeof ENGINES)[number];

/** The engine a User-Agent names. Every browser on iOS is WebKit, whatever its name. */
export function engineOf(userAgent: string | null): Engine {
  const agent = userAgent ?? '';
  if (/\b(iPhone|iPad|iPod)\b/.test(agent) || /\b(CriOS|FxiOS|EdgiOS)\//.test(agent)) return 'webkit';
  if (/\bFirefox\//.test(agent)) return 'firefox';
  if (/\b(Chrome|Chromium|HeadlessChrome)\//.test(agent)) return 'chromium';
  if (/\bAppleWebKit\//.test(agent)) return 'webkit';
  return 'other';
}

export interface VitalsReport {
  kind: RouteKind;
  /** Each metric once, in seconds (CLS as it is). */
  values: Partial<Record<VitalName, number>>;
}

const isVitalName = (name: unknown): name is VitalName => (VITAL_NAMES as readonly unknown[]).includes(name);

/** Unknown names and out-of-range values are dropped; null when nothing is left or the path is no page. */
export function parseVitalsReport(body: string): VitalsReport | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { path, metrics } = parsed as { path?: unknown; metrics?: unknown };
  if (typeof path !== 'string' || !path.startsWith('/') || !Array.isArray(metrics)) return null;
  const kind = routeKind(path.split('?')[0]!);
  if (!['home', 'page', 'album', 'search'].includes(kind)) return null;

  const values: VitalsReport['values'] = {};
  for (const metric of metrics.slice(0, VITAL_NAMES.length * 2)) {
    const { name, value } = (metric ?? {}) as { name?: unknown; value?: unknown };
    if (!isVitalName(name) || name in values) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > SANE_MAX[name]) continue;
    values[name] = name === 'CLS' ? value : value / 1000;
  }
  return Object.keys(values).length > 0 ? { kind, values } : null;
}
