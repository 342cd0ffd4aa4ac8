// Test data for the reader-modes tests: a long image manga (8 + 2 pages, no volumes), a manga whose editor set
// right-to-left reading (3 + 3 pages), and a signed-in reader. Removed again by removeModesFixture().
import { fixture } from '../support/fixture';

export interface ModesFixture {
  long: number;
  rtl: number;
  user: number;
  login: string;
  password: string;
  longUrl: string;
  rtlUrl: string;
  accountUrl: string;
  pageWasSet: boolean;
}

export function createModesFixture(): ModesFixture {
  const tag = `m${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const made = fixture('reader_modes_seed', { tag });
  const page = fixture('reader_ensure_account_page', { tab: 'reader-settings' });
  return { ...made, accountUrl: page.url, pageWasSet: page.existed };
}

export function removeModesFixture(fx: ModesFixture | undefined): void {
  if (!fx) return;
  fixture('delete_posts', { ids: [fx.long, fx.rtl] });
  fixture('delete_users', { ids: [fx.user] });
  if (!fx.pageWasSet) fixture('remove_account_page', {});
}
