import styles from "./Breadcrumbs.module.css";

export interface Crumb {
  label: string;
  href?: string;
}

interface BreadcrumbsProps {
  items: Crumb[];
  separator?: "slash" | "chevron";
}

/** Where the page sits in the shop's hierarchy. */
export function Breadcrumbs({ items, separator = "chevron" }: BreadcrumbsProps) {
  return (
    <ol className={`${styles.breadcrumbs} ${styles[separator]}`}>
      {items.map((item) => <li key={item.label}>{item.href ? <a href={item.href}>{item.label}</a> : item.label}</li>)}
    </ol>
  );
}
