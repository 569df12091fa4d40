import { DEFAULT_DASHBOARD_KPIS, ZDashboardKpiChoice, type TDashboardKpiKey } from './schemas';

/**
 * The chosen KPI keys of a stored Teacher.dashboardConfig (`{ kpis: string[4] }`): the default four
 * when it is NULL or no longer a valid choice (a row written before a key was renamed must not break
 * the dashboard).
 */
export function readKpiChoice(dashboardConfig: unknown): TDashboardKpiKey[] {
  const kpis = (dashboardConfig as { kpis?: unknown } | null)?.kpis;
  const parsed = ZDashboardKpiChoice.safeParse(kpis);
  return parsed.success ? parsed.data : [...DEFAULT_DASHBOARD_KPIS];
}
