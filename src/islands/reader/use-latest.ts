import { type RefObject, useLayoutEffect, useRef } from 'react';

/** A ref that holds the last committed value, for listeners and callbacks that must not be re-created. */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
