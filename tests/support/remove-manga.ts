// Removes a manga a test made, with its chapters (and their files), and optionally the reader account it made.
import { fixture } from './fixture';

export function removeMangaWithChapters(manga: number, user = 0): void {
  fixture('delete_posts', { ids: [manga] });
  if (user) fixture('delete_users', { ids: [user] });
}
