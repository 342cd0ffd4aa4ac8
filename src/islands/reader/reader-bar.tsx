// The reader bar on phones (CSS shows it below 768 px): the page comes first, and the reader's chrome (toolbar,
// selectors, Prev/Next) waits behind its Menu button. The bar hides while the reader scrolls on and comes back on a
// scroll up or a tap in the middle of the page, as reader apps do.
import { memo } from 'react';
import { __, sprintf } from '../../lib/i18n';

interface ReaderBarProps {
  title: string;
  back: string;
  current: number;
  total: number;
  shown: boolean;
  chromeOpen: boolean;
  onMenu: () => void;
}

export const ReaderBar = memo(function ReaderBar({ title, back, current, total, shown, chromeOpen, onMenu }: ReaderBarProps) {
  return (
    <div className={shown || chromeOpen ? 'reader-bar is-shown' : 'reader-bar'}>
      {back && (
        <a className="reader-bar__back" href={back} aria-label={__('Manga Info')}>
          <span aria-hidden="true">‹</span>
        </a>
      )}
      <span className="reader-bar__title">{title}</span>
      {total > 1 && (
        <span className="reader-bar__count">
          <bdi dir="ltr">{sprintf(__('%1$d / %2$d'), current, total)}</bdi>
        </span>
      )}
      <button type="button" className="reader-btn reader-bar__menu" aria-expanded={chromeOpen} aria-controls="reader-chrome" onClick={onMenu}>
        {__('Reader menu')}
      </button>
    </div>
  );
});
