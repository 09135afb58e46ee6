export type BadgeTone = "neutral" | "info" | "success" | "warning" | "danger";

export type ShipmentStatus = "pending" | "in_transit" | "delivered" | "delayed" | "exception";

export type CarrierCode = "northstar" | "bluewave" | "tradewind" | "meridian";

export interface SelectOption<V = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface BreadcrumbItem {
  label: string;
  /** Router location or URL. The last item is the current page and is not a link. */
  to?: string;
}

export interface TableColumn {
  key: string;
  label: string;
  align?: "start" | "end";
  width?: string;
}
