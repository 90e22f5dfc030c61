import { beforeEach, describe, expect, it } from 'vitest';
import { clearComplaintOrderNo, COMPLAINT_ORDER_STORAGE_KEY, keepComplaintOrderNo, readComplaintOrderNo } from './complaint-storage';

describe('the picked order in local storage', () => {
  beforeEach(() => localStorage.clear());
  it('is kept, read back and cleared', () => {
    expect(readComplaintOrderNo()).toBeNull();
    keepComplaintOrderNo('MX2');
    expect(localStorage.getItem(COMPLAINT_ORDER_STORAGE_KEY)).toBe('MX2');
    expect(readComplaintOrderNo()).toBe('MX2');
    clearComplaintOrderNo();
    expect(readComplaintOrderNo()).toBeNull();
  });
});
