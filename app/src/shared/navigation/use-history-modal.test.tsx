import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { render } from '../testing/render';
import { useHistoryModal, type HistoryModal } from './use-history-modal';

const NAMES = ['a', 'b'] as const;

/** The page with its modals, the router's navigate (the phone's back is `navigate(-1)`) and where it is. */
function mount() {
  const seen: { modal?: HistoryModal<'a' | 'b'>; other?: HistoryModal<'c'>; navigate?: NavigateFunction; path?: string } = {};
  function Page() {
    seen.modal = useHistoryModal(NAMES);
    seen.other = useHistoryModal(['c'] as const);
    seen.navigate = useNavigate();
    seen.path = useLocation().pathname;
    return null;
  }
  function Elsewhere() {
    seen.navigate = useNavigate();
    seen.path = useLocation().pathname;
    return null;
  }
  const view = render(
    <MemoryRouter initialEntries={['/before', '/page']} initialIndex={1}>
      <Routes>
        <Route path="/page" element={<Page />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
  const back = () => act(() => void seen.navigate?.(-1));
  return { seen, back, view };
}

describe('modals in the history', () => {
  it('a link opened afresh has no modal open', () => {
    const { seen } = mount();
    expect(seen.modal?.open).toBeNull();
    expect(seen.modal?.anyOpen).toBe(false);
  });
  it('back closes an open modal and stays on the page; a second back leaves as if it had never opened', () => {
    const { seen, back } = mount();
    act(() => seen.modal?.show('a'));
    expect([seen.modal?.open, seen.path]).toEqual(['a', '/page']);
    back();
    expect([seen.modal?.open, seen.path]).toEqual([null, '/page']);
    back();
    expect(seen.path).toBe('/before');
  });
  it('its own close (button, Escape) goes back over its entry: one back then leaves the page', () => {
    const { seen, back } = mount();
    act(() => seen.modal?.show('b'));
    act(() => seen.modal?.close());
    expect([seen.modal?.open, seen.path]).toEqual([null, '/page']);
    back();
    expect(seen.path).toBe('/before');
  });
  it('swap replaces the open modal: one back still closes it', () => {
    const { seen, back } = mount();
    act(() => seen.modal?.show('a'));
    act(() => seen.modal?.swap('b'));
    expect(seen.modal?.open).toBe('b');
    back();
    expect([seen.modal?.open, seen.path]).toEqual([null, '/page']);
  });
  it('closeThen (a timer that leaves) closes the modal, then goes in place of the page: back leads where the page came from', () => {
    const { seen, back } = mount();
    act(() => seen.modal?.show('a'));
    act(() => seen.modal?.closeThen('/next'));
    expect(seen.path).toBe('/next');
    back();
    expect(seen.path).toBe('/before');
  });
  it("each part of a screen sees only its own modals, and knows when another's is open", () => {
    const { seen } = mount();
    act(() => seen.other?.show('c'));
    expect([seen.modal?.open, seen.other?.open, seen.modal?.anyOpen]).toEqual([null, 'c', true]);
  });
});
