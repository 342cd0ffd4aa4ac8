// Page navigation after a chapter save, in its own module so tests can replace it (jsdom cannot navigate).
export function goTo(url: string): void {
  window.location.assign(url);
}
