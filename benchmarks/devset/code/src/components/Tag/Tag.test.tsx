import { render, screen } from "@testing-library/react";
import { Tag } from "./Tag";

test("a removable tag shows a remove button", () => {
  render(<Tag tone="info" removable>Vegan</Tag>);
  expect(screen.getByRole("button", { name: "Remove" })).toBeInTheDocument();
});
