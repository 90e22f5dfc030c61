/**
 * The order the borrower picked on the complaint entry, kept in local storage (docs/screens.md "Complaint entry") so
 * that it survives the trip to the form and back; cleared after a complaint is saved.
 * Storage may be unavailable (private mode, a locked-down web view): then nothing is kept.
 */
export const COMPLAINT_ORDER_STORAGE_KEY = 'complaint-order-no';

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readComplaintOrderNo(): string | null {
  try {
    return store()?.getItem(COMPLAINT_ORDER_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function keepComplaintOrderNo(orderNo: string): void {
  try {
    store()?.setItem(COMPLAINT_ORDER_STORAGE_KEY, orderNo);
  } catch {
    // Storage full or refused: the pick still holds on this page.
  }
}

export function clearComplaintOrderNo(): void {
  try {
    store()?.removeItem(COMPLAINT_ORDER_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
