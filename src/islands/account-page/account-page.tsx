// The account page: its tabs, and the panel of the current tab. The bookmarks table, the history list and the
// avatar form are React; anything else in the panel (the settings form, other plugins' tabs) is the server's own
// nodes, kept. When a list becomes empty, the server's message (sanitized) replaces the panel's content.
import { useCallback, useRef, useState } from 'react';
import { AvatarUpload } from './avatar-upload';
import { BookmarkList } from './bookmark-list';
import type { AccountPageData, Tabs } from './read-page';
import { ReadingHistory } from './reading-history';
import { NO_NODES, useAdoptedNodes } from '../../lib/islands/adopt';


export interface AccountPageProps {
  data: AccountPageData;
  nonces: { bookmark: string; history: string };
  errorText: string;
}

function TabsNav({ tabs }: { tabs: Tabs }) {
  return (
    <nav className="yomu-account__tabs" aria-label={tabs.label}>
      <ul>
        {tabs.links.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={link.current ? 'page' : undefined} className={link.current ? 'active' : undefined}>
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AccountPage({ data, nonces, errorText }: AccountPageProps) {
  const [emptyHtml, setEmptyHtml] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { className, id, content } = data.panel;
  useAdoptedNodes(panel, content.kind === 'server' ? content.nodes : NO_NODES);

  const showEmpty = useCallback((html: string) => {
    void import('../../lib/sanitize').then(({ sanitizeHtml }) => setEmptyHtml(sanitizeHtml(html)));
  }, []);

  return (
    <>
      {data.tabs && <TabsNav tabs={data.tabs} />}
      {emptyHtml !== null ? (
        <div key="empty" className={className} id={id} dangerouslySetInnerHTML={{ __html: emptyHtml }} />
      ) : (
        <div key="panel" ref={panel} className={className} id={id}>
          {content.kind === 'bookmarks' && <BookmarkList tools={content.tools} table={content.table} nonce={nonces.bookmark} errorText={errorText} onEmpty={showEmpty} />}
          {content.kind === 'history' && <ReadingHistory tools={content.tools} items={content.items} nonce={nonces.history} onEmpty={showEmpty} />}
          {content.kind === 'server' && content.avatar && <AvatarUpload form={content.avatar} errorText={errorText} />}
        </div>
      )}
    </>
  );
}
