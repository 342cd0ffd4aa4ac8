// One account modal's frame, as the server prints it: a labelled aria-modal dialog, hidden while closed, with a
// close button, the title, the form (children) and the links that switch to another modal.
import { Fragment, type MouseEvent, type ReactNode, type Ref } from 'react';
import type { ModalData } from './read-modals';

interface Props {
  modal: ModalData;
  open: boolean;
  onClose: () => void;
  onSwitch: (target: string) => void;
  ref: Ref<HTMLDivElement>;
  children: ReactNode;
}

export function AccountModal({ modal, open, onClose, onSwitch, ref, children }: Props) {
  const titleId = `${modal.id}-title`;
  const closeOnBackdrop = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };
  return (
    <div
      ref={ref}
      className={open ? 'modal yomu-modal show' : 'modal yomu-modal'}
      id={modal.id}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!open}
      data-open={modal.open ? '1' : undefined}
      onClick={closeOnBackdrop}
    >
      <div className="modal-dialog">
        <div className="modal-content">
          <button type="button" className="close" data-dismiss="modal" aria-label={modal.closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
          <div className="modal-body">
            <h2 className="modal-title" id={titleId}>
              {modal.title}
            </h2>
            {children}
            {modal.links.length > 0 && (
              <p className="nav-links">
                {modal.links.map((link, index) => (
                  <Fragment key={link.target}>
                    {index > 0 && ' '}
                    <a
                      href={link.href}
                      data-yomu-switch={link.target}
                      onClick={(event) => {
                        event.preventDefault();
                        onSwitch(link.target);
                      }}
                    >
                      {link.label}
                    </a>
                  </Fragment>
                ))}
              </p>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
