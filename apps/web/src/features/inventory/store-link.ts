/** A path of the inventory area that keeps the chosen store (HQ looking at a branch or an agent). */
export function storePath(path: string, storeId: string | undefined): string {
  return storeId ? `${path}?storeId=${encodeURIComponent(storeId)}` : path;
}
