import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { FirstViewReads, useFirstViewRead } from '../../routing/first-view';
import { useLoad } from '../use-load';

const loadMedicine = jest.fn(async (id: string) => ({ id, name: `Medicine ${id}` }));
const isObject = (body: unknown) => typeof body === 'object' && body !== null;

/** A page as a remote writes one: its read starts from the first view's when it is given. */
function MedicinePage({ start }: { start: string }) {
  const [id, setId] = useState(start);
  const medicine = useLoad(() => loadMedicine(id), [id], undefined, useFirstViewRead<{ name: string }>('/api/medicine/:id', isObject));
  return (
    <>
      <p>{medicine.status === 'ready' ? medicine.data.name : medicine.status}</p>
      <button onClick={() => setId('m2')}>Next</button>
    </>
  );
}

describe('useLoad', () => {
  beforeEach(() => loadMedicine.mockClear());

  it("starts ready with the first view's read, without asking again, and loads the next key as usual", async () => {
    render(
      <FirstViewReads reads={{ '/api/medicine/:id': { status: 200, body: { name: 'Paracetamol (as the server read it)' } } }}>
        <MedicinePage start="m1" />
      </FirstViewReads>,
    );
    expect(screen.getByText('Paracetamol (as the server read it)')).toBeInTheDocument();
    await act(async () => undefined);
    expect(loadMedicine).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'Next' }).click());
    expect(loadMedicine).toHaveBeenCalledWith('m2');
    expect(await screen.findByText('Medicine m2')).toBeInTheDocument();
  });

  it('loads as usual when the first view has no usable read (failed, or not the shape the page expects)', async () => {
    render(
      <FirstViewReads reads={{ '/api/medicine/:id': { status: 404, body: { message: 'Not found' } } }}>
        <MedicinePage start="m1" />
      </FirstViewReads>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Medicine m1')).toBeInTheDocument();
    expect(loadMedicine).toHaveBeenCalledTimes(1);
  });

  it('loads as usual outside a first view', async () => {
    render(<MedicinePage start="m3" />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Medicine m3')).toBeInTheDocument();
  });
});
