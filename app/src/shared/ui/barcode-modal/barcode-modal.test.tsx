import { describe, expect, it } from 'vitest';
import { render } from '../../testing/render';
import { BarcodeModal } from './barcode-modal';

describe('barcode modal', () => {
  it('shows the barcode image, the scan-to-pay prompt and the code', () => {
    const view = render(<BarcodeModal open onClose={() => {}} imageUrl="https://cdn.example.mx/b.png" code="1234 5678" />);
    expect(view.container.querySelector('h2')?.textContent).toBe('Escanee el código para pagar');
    const image = view.container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://cdn.example.mx/b.png');
    expect(image?.getAttribute('alt')).toBe('Código de barras del pago 1234 5678');
    expect(view.container.textContent).toContain('1234 5678');
    view.unmount();
  });
  it('does not load a non-http image URL', () => {
    const view = render(<BarcodeModal open onClose={() => {}} imageUrl="javascript:alert(1)" code="1" />, 'en');
    expect(view.container.querySelector('img')).toBeNull();
    expect(view.container.querySelector('h2')?.textContent).toBe('Scan the code to pay');
    view.unmount();
  });
});
