/** The API client lives outside React; it asks the popup host (inside the router) to show a blocking popup. */
export type PopupKind = 'session-expired' | 'rate-limited';

type Listener = (kind: PopupKind) => void;

const listeners = new Set<Listener>();
let active: PopupKind | null = null;

export function openPopup(kind: PopupKind): void {
  if (active) return;
  active = kind;
  for (const listener of listeners) listener(kind);
}

export function closePopup(): void {
  active = null;
}

export function activePopup(): PopupKind | null {
  return active;
}

export function onPopup(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
