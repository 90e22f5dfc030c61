import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface ModalState {
  modal?: string;
}

function modalOf(state: unknown): string | null {
  const modal = (state as ModalState | null)?.modal;
  return typeof modal === 'string' ? modal : null;
}

export interface HistoryModal<N extends string> {
  /** The modal open now, or null. */
  open: N | null;
  /** Opens `name` as a new history entry, so the back gesture closes it. */
  show: (name: N) => void;
  /** Replaces the open modal with `name` (one back gesture still closes it). */
  swap: (name: N) => void;
  /** Closes the open modal by going back over its history entry. */
  close: () => void;
}

/**
 * Which modal a screen has open, kept in the router's history state rather than in React
 * state: opening one pushes an entry of the same page, so the phone's back gesture (and the
 * browser's back button) closes the modal instead of leaving the screen; Escape, the close
 * button and the backdrop go back over that entry too. Works with any router (BrowserRouter in
 * the app, MemoryRouter in Storybook and tests); no screen touches `window.history`.
 *
 * To leave the screen from an open modal, navigate with `replace: true`, so the modal's entry
 * is not left behind for the back gesture to reopen.
 */
export function useHistoryModal<N extends string>(names: readonly N[]): HistoryModal<N> {
  const location = useLocation();
  const navigate = useNavigate();
  const current = modalOf(location.state);
  const open = current !== null && (names as readonly string[]).includes(current) ? (current as N) : null;
  const here = `${location.pathname}${location.search}${location.hash}`;
  const show = useCallback(
    (name: N) => {
      void navigate(here, { state: { modal: name } });
    },
    [navigate, here],
  );
  const swap = useCallback(
    (name: N) => {
      void navigate(here, { state: { modal: name }, replace: true });
    },
    [navigate, here],
  );
  const close = useCallback(() => {
    if (open !== null) void navigate(-1);
  }, [navigate, open]);
  return { open, show, swap, close };
}
