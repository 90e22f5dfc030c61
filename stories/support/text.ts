/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/**
 * A text matcher for `getByText` that finds `text` also when the screen splits it over inline
 * elements (an amount or date kept whole in its own span: docs/large-text.md "Amounts, dates,
 * numbers and codes"): the innermost element whose whole text it is.
 */
export function wholeText(text: string): (content: string, element: Element | null) => boolean {
  return (_content, element) => element?.textContent === text && !Array.from(element.children).some((child) => child.textContent === text);
}
