// Route changes for whatever reports them (RUM, analytics). Both are downloaded only when /config.json
// switches them on, and subscribe here when they arrive: the view they missed meanwhile is given to them
// then. Switched off, nothing subscribes and a route change costs nothing.

export interface RouteView {
  /** Route pattern (`/policy/:id`): the RUM view name. */
  name: string;
  /** Path and query: the analytics page view. */
  path: string;
}

type Listener = (view: RouteView) => void;

const listeners = new Set<Listener>();
let current: RouteView | null = null;

/** RouteTracker: the router shows a new route. */
export function reportRouteView(view: RouteView): void {
  current = view;
  for (const listener of listeners) listener(view);
}

/** Calls `listener` with the current view (if any) and every later one. */
export function onRouteView(listener: Listener): void {
  listeners.add(listener);
  if (current) listener(current);
}
