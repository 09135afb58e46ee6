export type Availability = "available" | "on-loan" | "reserved";

export interface Tool {
  slug: string;
  name: string;
  category: string;
  availability: Availability;
  rating: number;
  reviewCount: number;
  imageUrl?: string;
  deposit: number;
}

export interface Loan {
  id: string;
  tool: Tool;
  member: { name: string; initials: string };
  due: string;
  status: "out" | "overdue" | "returned";
}

export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface Crumb {
  label: string;
  href?: string;
}
