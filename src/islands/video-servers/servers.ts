// Props of the video-servers island and the remembered choice.

export interface VideoServer {
  name: string;
  html: string;
}

export interface ServerProps {
  servers: VideoServer[];
  selected: number;
  cookie: string;
  /** The manga's URL path: the cookie is only sent on that manga's pages, the only pages it changes. */
  cookiePath: string;
}

const COOKIE_NAME = /^yomu_video_server_\d+$/;
const COOKIE_PATH = /^\/[^;,\s]*$/;
const YEAR = 365 * 24 * 60 * 60;

/** The props as the server sent them, or null when they are not usable (the links keep working then). */
export function readProps(props: Record<string, unknown>): ServerProps | null {
  const { servers, selected, cookie, cookiePath } = props;
  if (!Array.isArray(servers) || servers.length < 2 || typeof cookie !== 'string' || !COOKIE_NAME.test(cookie)) return null;
  if (typeof cookiePath !== 'string' || !COOKIE_PATH.test(cookiePath)) return null;
  const list = servers.filter(
    (server): server is VideoServer => typeof server === 'object' && server !== null && typeof server.name === 'string' && typeof server.html === 'string',
  );
  if (list.length !== servers.length) return null;
  const index = typeof selected === 'number' && Number.isInteger(selected) && selected >= 0 && selected < list.length ? selected : 0;
  return { servers: list, selected: index, cookie, cookiePath };
}

/**
 * Remembers the server (1-based, as ?server=N) for the manga, for a year, and keeps an explicit ?server=N in the
 * address in step so a reload shows the same server.
 */
export function rememberServer(cookie: string, cookiePath: string, index: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${cookie}=${index + 1}; path=${cookiePath}; max-age=${YEAR}; SameSite=Lax${secure}`;
  const url = new URL(window.location.href);
  if (url.searchParams.has('server')) {
    url.searchParams.set('server', String(index + 1));
    window.history.replaceState(window.history.state, '', url);
  }
}
