import type { Loan, Tool } from "$lib/types";

export const tools: Tool[] = [
  { slug: "cordless-drill-18v", name: "Cordless drill 18V", category: "Power tools", availability: "available", rating: 4, reviewCount: 31, deposit: 20 },
  { slug: "tile-cutter", name: "Tile cutter", category: "Power tools", availability: "on-loan", rating: 5, reviewCount: 12, deposit: 30 },
  { slug: "extension-ladder", name: "Extension ladder 4m", category: "Ladders", availability: "reserved", rating: 3, reviewCount: 8, deposit: 25 },
  { slug: "hedge-trimmer", name: "Hedge trimmer", category: "Garden", availability: "available", rating: 4, reviewCount: 19, deposit: 20 }
];

export const loans: Loan[] = [
  {
    id: "L-2041",
    tool: tools[1],
    member: { name: "Mara Kowalski", initials: "MK" },
    due: "2026-03-12",
    status: "overdue"
  },
  {
    id: "L-2047",
    tool: tools[0],
    member: { name: "Jonas Reed", initials: "JR" },
    due: "2026-03-18",
    status: "out"
  }
];
