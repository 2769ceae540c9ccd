import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-kernel/testing';
import { ok, renderAt } from '../../../../testing/test-utils';
import SearchVocabularyPage from '../../../../pages/search-vocabulary-page';

const TERM = {
  id: '11111111-1111-4111-8111-111111111111',
  term: 'running stomach',
  kind: 'condition',
  target: 'diarrhoea, rehydration, dehydration',
  language: 'pcm',
  editedBy: null,
  version: 1,
  updatedAt: '2026-11-26T10:00:00.000Z',
};

describe('search vocabulary page', () => {
  it("starts a term from one of the week's unanswered searches in one step, and adds it", async () => {
    let terms = [TERM];
    jest
      .spyOn(apiClient, 'get')
      .mockImplementation(((url: string) =>
        Promise.resolve(
          url === '/api/admin/unanswered-searches'
            ? ok({ week: '2026-11-23', searches: [{ query: 'gbogbo nise', count: 3, lastAt: '2026-11-26T10:00:00.000Z' }] })
            : ok(terms),
        )) as never);
    const post = jest.spyOn(apiClient, 'post').mockImplementation(((_url: string, body: { term: string }) => {
      const added = { ...TERM, id: '22222222-2222-4222-8222-222222222222', ...body };
      terms = [...terms, added];
      return Promise.resolve(ok(added));
    }) as never);
    renderAt(<SearchVocabularyPage />);
    expect(await screen.findByRole('table', { name: '1 terms' })).toHaveTextContent('running stomach');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a term for “gbogbo nise”' }));
    expect(screen.getByRole('textbox', { name: /What shoppers type/ })).toHaveValue('gbogbo nise');
    await userEvent.type(screen.getByRole('textbox', { name: /Leads to/ }), 'body pain, everyday pain');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Written in/ }), 'pcm');
    await userEvent.click(screen.getByRole('button', { name: 'Add term' }));
    expect(await screen.findByRole('status')).toHaveTextContent('“gbogbo nise” added');
    expect(post).toHaveBeenCalledWith('/api/admin/search-terms', {
      term: 'gbogbo nise',
      kind: 'condition',
      target: 'body pain, everyday pain',
      language: 'pcm',
    });
    expect(within(await screen.findByRole('table', { name: '2 terms' })).getByText('gbogbo nise')).toBeInTheDocument();
  });
});
