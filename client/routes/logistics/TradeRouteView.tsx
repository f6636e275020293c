/** The logistics page's trade-route tab (issue 14): built by the trade-route work. */
export function TradeRouteView(_props: { villageId: number }) {
  return null;
}
