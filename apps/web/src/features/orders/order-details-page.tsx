import './orders-texts';

/** Placeholder until the page is built (next commits). */
export function OrderDetailsPage() {
  return null;
}
