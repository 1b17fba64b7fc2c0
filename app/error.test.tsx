import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'next/navigation';
import { ui } from '@/content/interface';
import { inLanguage } from '@/content/localized';
import ErrorPage from './error';

jest.mock('next/navigation', () => ({ useParams: jest.fn(() => ({})) }));

describe('error boundary', () => {
  it('names the failure, offers a retry and a way home', async () => {
    const reset = jest.fn();
    render(<ErrorPage error={new Error('boom')} reset={reset} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('speaks the language of the page’s route, and leads to that language’s home', () => {
    jest.mocked(useParams).mockReturnValue({ lang: 'ar' });
    render(<ErrorPage error={new Error('boom')} reset={jest.fn()} />);
    const words = inLanguage('ar', () => ({ ...ui.error, back: ui.not_found.back }));
    expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.retry })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.back })).toHaveAttribute('href', '/ar');
  });
});
