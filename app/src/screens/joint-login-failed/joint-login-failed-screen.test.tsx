import { describe, expect, it } from 'vitest';
import { render } from '../../shared/testing/render';
import JointLoginFailedScreen from './joint-login-failed-screen';

describe('joint-login failure screen', () => {
  it("shows 'Fracaso' and the Spanish notice about professional services and loan payment", () => {
    const view = render(<JointLoginFailedScreen />, 'es');
    expect(view.container.querySelector('h1')?.textContent).toBe('Fracaso');
    expect(view.container.textContent).toContain('servicios profesionales y el pago de préstamos');
    view.unmount();
  });
  it('is translated in English', () => {
    const view = render(<JointLoginFailedScreen />, 'en');
    expect(view.container.querySelector('h1')?.textContent).toBe('Failure');
    expect(view.container.textContent).toContain('professional services and loan payment');
    view.unmount();
  });
});
