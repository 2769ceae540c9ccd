import { render, screen } from '@testing-library/react';
import { ReleaseNote } from '../release-note';

describe('release note', () => {
  it('shows the note a build carries', () => {
    render(<ReleaseNote note="Free delivery in Lagos this week" />);
    expect(screen.getByRole('note')).toHaveTextContent('Free delivery in Lagos this week');
  });

  it('shows nothing when the build carries none', () => {
    const { container } = render(<ReleaseNote note="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
