/** The logistics page's marketplace tab (issue 14): built by the marketplace work. */
export function MarketplaceView(_props: { villageId: number }) {
  return null;
}
