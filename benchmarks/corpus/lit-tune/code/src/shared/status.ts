/** Health of one monitored component, as the status API reports it. */
export type ComponentStatus =
  | "operational"
  | "degraded"
  | "partial-outage"
  | "major-outage"
  | "maintenance";

/** Where an incident is in its lifecycle. */
export type IncidentPhase = "investigating" | "identified" | "monitoring" | "resolved";

export const STATUS_LABELS: Record<ComponentStatus, string> = {
  operational: "Operational",
  degraded: "Degraded performance",
  "partial-outage": "Partial outage",
  "major-outage": "Major outage",
  maintenance: "Under maintenance",
};

export const PHASE_LABELS: Record<IncidentPhase, string> = {
  investigating: "Investigating",
  identified: "Identified",
  monitoring: "Monitoring",
  resolved: "Resolved",
};

/** CSS custom property holding each status colour. */
export const STATUS_COLOR_VARS: Record<ComponentStatus, string> = {
  operational: "var(--bc-color-status-operational, #1f9d55)",
  degraded: "var(--bc-color-status-degraded, #d4a017)",
  "partial-outage": "var(--bc-color-status-partial, #e8700a)",
  "major-outage": "var(--bc-color-status-major, #d1242f)",
  maintenance: "var(--bc-color-status-maintenance, #3b6fd8)",
};
