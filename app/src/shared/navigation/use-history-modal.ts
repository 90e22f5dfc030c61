import { useCallback, useEffect, useRef } from 'react';
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
  /** Whether any modal is open on this history entry, this hook's or another part of the screen's. */
  anyOpen: boolean;
  /** Opens `name` as a new history entry, so the back gesture closes it. */
  show: (name: N) => void;
  /** Replaces the open modal with `name` (one back gesture still closes it). */
  swap: (name: N) => void;
  /** Closes the open modal by going back over its history entry. */
  close: () => void;
  /**
   * Closes the open modal (back over its entry), then goes to `to` in place of the page: the
   * history is what it would be had the modal never opened and the page gone to `to` itself.
   */
  closeThen: (to: string) => void;
}

/**
 * Which modal a screen has open, kept in the router's history state rather than in React
 * state: opening one pushes an entry of the same page, so the phone's back gesture (and the
 * browser's back button) closes the modal instead of leaving the screen; Escape, the close
 * button, the backdrop and a modal's own timer go back over that entry too, so a second back
 * leaves the page as if the modal had never opened (docs/decisions.md "Back closes dialogs").
 * Works with any router (BrowserRouter in the app, MemoryRouter in Storybook and tests); no
 * screen touches `window.history`. A link opened afresh carries no history state, so it never
 * opens a modal by itself.
 *
 * Each name says all the modal shows (`barcode-2-0`, `image-3`), so a modal the history holds
 * opens again as it was (the forward button, a reload) without state of the screen's own.
 *
 * To leave the screen from an open modal, navigate with `replace: true`, so the modal's entry
 * is not left behind for the back gesture to reopen, or use `closeThen`.
 */
export function useHistoryModal<N extends string>(names: readonly N[]): HistoryModal<N> {
  const location = useLocation();
  const navigate = useNavigate();
  const current = modalOf(location.state);
  const open = current !== null && (names as readonly string[]).includes(current) ? (current as N) : null;
  const here = `${location.pathname}${location.search}${location.hash}`;
  // Where `closeThen` goes once the modal's entry is left (the back is asynchronous in a browser).
  const then = useRef<string | null>(null);
  useEffect(() => {
    if (open !== null || then.current === null) return;
    const to = then.current;
    then.current = null;
    void navigate(to, { replace: true });
  }, [open, navigate]);
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
  const closeThen = useCallback(
    (to: string) => {
      if (open === null) {
        void navigate(to, { replace: true });
        return;
      }
      then.current = to;
      void navigate(-1);
    },
    [navigate, open],
  );
  return { open, anyOpen: current !== null, show, swap, close, closeThen };
}
