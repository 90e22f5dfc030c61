import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { click, render } from '../../testing/render';
import { StarRating } from './star-rating';

function Harness() {
  const [value, setValue] = useState(0);
  return <StarRating value={value} onChange={setValue} />;
}

describe('star rating', () => {
  it('offers 1 to 5 stars as radios and checks the tapped one', () => {
    const view = render(<Harness />);
    const stars = view.container.querySelectorAll('[role="radio"]');
    expect(stars).toHaveLength(5);
    expect(stars[3]?.getAttribute('aria-label')).toBe('4 de 5 estrellas');
    click(stars[3]);
    expect(view.container.querySelector('[aria-checked="true"]')?.getAttribute('aria-label')).toBe('4 de 5 estrellas');
    view.unmount();
  });
});
