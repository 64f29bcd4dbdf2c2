import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { App } from '../src/app/App.tsx';

it('renders the portal', () => {
  render(<App />);
  expect(screen.getByRole('main')).toBeInTheDocument();
});
