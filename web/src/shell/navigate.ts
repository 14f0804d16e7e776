// Client-side navigation: change the address and tell the app to route again.
export function navigate(url: string): void {
  history.pushState(null, "", url);
  dispatchEvent(new PopStateEvent("popstate"));
}
