// Page loads the offer starts (an object, so tests can replace them).
export const browser = {
  go(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
