// Mobile pagination (SPEC §4): a toggle that shows a page select; choosing a page opens it. The server's numbered
// links stay, adopted as they are, for wider screens (CSS shows one or the other) and without JavaScript.
import { useEffect, useRef, useState } from 'react';
import { __, sprintf } from '../../lib/i18n';
import { ServerElement } from '../../lib/islands/server-element';

export interface PageLink {
  page: number;
  url: string;
}

interface MobilePaginationProps {
  current: number;
  /** At least two pages with http(s) URLs (index.tsx checks). */
  pages: PageLink[];
  /** The server's pagination markup (the numbered links), kept after the select. */
  links: Element[];
  navigate?: (url: string) => void;
}

const openPage = (url: string) => window.location.assign(url);

export function MobilePagination({ current, pages, links, navigate = openPage }: MobilePaginationProps) {
  const [open, setOpen] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  const selected = pages.find((item) => item.page === current)?.url;

  useEffect(() => {
    if (open) select.current?.focus();
  }, [open]);

  return (
    <>
      <div className="mobile-pagination">
        <button type="button" className="mobile-pagination__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          {sprintf(__('Page %1$s of %2$s'), current, pages.length)}
        </button>
        <label className="mobile-pagination__select" hidden={!open}>
          <span className="screen-reader-text">{__('Go to page')}</span>
          <select ref={select} defaultValue={selected} onChange={(event) => navigate(event.target.value)}>
            {pages.map((item) => (
              <option key={item.page} value={item.url}>
                {item.page}
              </option>
            ))}
          </select>
        </label>
      </div>
      {links.map((node, index) => (
        <ServerElement key={index} node={node} />
      ))}
    </>
  );
}
