// The site header (SPEC §2, screens common to all pages): search and genres panels behind their toggles and the
// mobile off-canvas menu (the sticky header and the mobile-layout class are plain code: index.ts). React renders
// the server header with the same markup; its static parts (title, menus, user section, the live-search island) are
// the server's own nodes, adopted (see ServerElement), so nothing shifts and other islands keep their nodes.
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ServerChildren, ServerElement, withClass } from '../../lib/islands/server-element';
import { dismissDisclosures } from './disclosures';
import { isDesktop } from './layout';
import { useMobileLayout } from './use-layout';
import { OffCanvas } from './off-canvas';
import { closedPanels, togglePanel } from './toggles';

interface SiteHeaderProps {
  /** The server's header.site-header. */
  header: HTMLElement;
  /** The server's #off-canvas menu, when the page has one. */
  canvas: Element | null;
}

const PARTS = '.off-canvas-toggle, .genres-toggle, .search-toggle, .header-panel';

export function SiteHeader({ header, canvas }: SiteHeaderProps) {
  const menuToggle = useRef<HTMLElement>(null);
  const mobileLayout = useMobileLayout();
  const [panels, setPanels] = useState(closedPanels);
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu belongs to the mobile layout: leaving it closes the menu.
  if (menuOpen && !mobileLayout) setMenuOpen(false);

  // Read before React adopts the link's text.
  const [{ searchPanel, advancedLink, advancedText }] = useState(() => {
    const link = header.querySelector('.site-header__tools .advanced-search-link');
    return { searchPanel: header.querySelector('.search-toggle')?.getAttribute('aria-controls'), advancedLink: link, advancedText: link?.textContent };
  });

  useEffect(() => dismissDisclosures('.site-header details'), []);

  useLayoutEffect(() => {
    if (panels.open) document.getElementById(panels.open)?.querySelector<HTMLElement>('input[type="search"], a')?.focus();
  }, [panels.open]);

  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) menuToggle.current?.focus();
  }, []);

  const render = (element: Element): ReactNode => {
    if (element.matches('.off-canvas-toggle')) {
      return <ServerElement node={element} ref={menuToggle} aria-expanded={menuOpen} onClick={() => (menuOpen ? closeMenu(true) : setMenuOpen(true))} />;
    }
    if (element.matches('.genres-toggle, .search-toggle')) {
      const panel = element.getAttribute('aria-controls') ?? '';
      const onClick = () => {
        const copiesLink = element.matches('.search-toggle') && !isDesktop();
        setPanels((state) => togglePanel(state, panel, copiesLink));
      };
      return <ServerElement node={element} aria-expanded={panels.open === panel} onClick={onClick} />;
    }
    const offersLink = element.id === searchPanel && panels.advancedLinkInSearch;
    return (
      <ServerElement node={element} className={withClass(element, panels.open === element.id && 'is-open')}>
        {offersLink && advancedLink && (
          <ServerElement node={advancedLink} adopt={false}>
            {advancedText}
          </ServerElement>
        )}
      </ServerElement>
    );
  };

  return (
    <>
      <ServerElement node={header} adopt={false}>
        <ServerChildren of={header} select={PARTS} render={render} />
      </ServerElement>
      {canvas && <OffCanvas canvas={canvas} open={menuOpen} onClose={closeMenu} />}
    </>
  );
}
