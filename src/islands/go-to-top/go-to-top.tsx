// Go-to-top (SPEC §2, §9): a button that appears after half a viewport of scrolling and scrolls to the top in
// 500 ms.
import { useEffect, useState } from 'react';
import { __ } from '../../lib/i18n';
import { scrollToY } from '../../lib/scroll';

export const SHOW_AFTER_VIEWPORTS = 0.5;
export const SCROLL_DURATION_MS = 500;

const scrolledFarEnough = () => window.scrollY > window.innerHeight * SHOW_AFTER_VIEWPORTS;

export function GoToTop() {
  const [visible, setVisible] = useState(scrolledFarEnough);

  useEffect(() => {
    const update = () => setVisible(scrolledFarEnough());
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  return (
    <button
      type="button"
      className={visible ? 'go-to-top is-visible' : 'go-to-top'}
      hidden={!visible}
      aria-label={__('Go to top')}
      title={__('Go to top')}
      onClick={() => void scrollToY(0, SCROLL_DURATION_MS)}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
