import { fireEvent, screen, within } from '@testing-library/react';
import { NEW_ID } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { deferred, httpError, ok, renderAt } from '../../../../testing/test-utils';
import AddProductPage from '../../../../pages/add-product-page';

const categories = [
  { medicineCategoryId: '11111111-1111-4111-8111-111111111111', name: 'Pain Relief', imageUrl: null },
  { medicineCategoryId: '22222222-2222-4222-8222-222222222222', name: 'Antimalarials', imageUrl: null },
];

function mockCategories(list: unknown[] = categories) {
  return jest.spyOn(apiClient, 'get').mockResolvedValue(ok(list));
}

const CLASS_CHECK = '/api/admin/medicines/class-check';
const noMatch = { mismatch: false, matches: [] };
const amlodipine = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Amlodipine 10mg Tablets (28)',
  activeIngredients: 'Amlodipine (as besilate)',
};

/**
 * Spies on POST: the class check answers `classCheck`, every other call the next of `answers`
 * (a value resolves, an Error rejects). `writes()` are the calls other than the class check.
 */
function mockPost(answers: unknown[] = [], classCheck: (body: { medicineClass?: string }) => unknown = () => noMatch) {
  const post = jest.spyOn(apiClient, 'post').mockImplementation(((path: string, body: { medicineClass?: string }) => {
    if (path === CLASS_CHECK) return Promise.resolve(ok(classCheck(body)));
    const next = answers.length > 1 ? answers.shift() : answers[0];
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next ?? ok({}));
  }) as never);
  return { post, writes: () => post.mock.calls.filter(([path]) => path !== CLASS_CHECK) };
}

function renderPage() {
  return renderAt(<AddProductPage />, { path: '/add-product', route: '/add-product' });
}

async function fillRequired(user: ReturnType<typeof renderPage>['user'], price = '2500') {
  await user.type(screen.getByLabelText('Name'), 'Coartem 80/480');
  await user.type(screen.getByLabelText('Price (N)'), price);
  await user.selectOptions(await screen.findByLabelText('Category'), 'Antimalarials');
  await user.selectOptions(screen.getByLabelText(/^Class/), 'Over the counter');
  await user.type(screen.getByLabelText(/^NAFDAC number/), 'A4-0237');
}

const pngFile = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'coartem.png', { type: 'image/png' });

describe('add product', () => {
  it('shows the loading categories and then offers them in the select', async () => {
    const pending = deferred<ReturnType<typeof ok>>();
    const get = jest.spyOn(apiClient, 'get').mockReturnValue(pending.promise as never);
    renderPage();
    expect(screen.getByRole('option', { name: 'Loading categories...' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/medicine-categories');
    pending.resolve(ok(categories));
    expect(await screen.findByRole('option', { name: 'Pain Relief' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Antimalarials' })).toBeInTheDocument();
  });

  it('a controlled medicine must be prescription only: ticked with another class, nothing is sent; with POM it is sent controlled', async () => {
    mockCategories();
    const { writes } = mockPost([ok({ id: NEW_ID })]);
    const { user } = renderPage();
    await fillRequired(user);
    await user.click(screen.getByLabelText(/^Controlled/));
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('*A controlled medicine must be prescription only (POM)')).toBeInTheDocument();
    expect(writes()).toEqual([]);
    await user.selectOptions(screen.getByLabelText(/^Class/), 'Prescription only (POM)');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(writes()[0][1]).toMatchObject({ controlled: true, medicineClass: 'pom' });
  });

  it('a fridge medicine needs its minutes out of the fridge (1 to 43200): nothing is sent without them; then they are', async () => {
    mockCategories();
    const { writes } = mockPost([ok({ id: NEW_ID })]);
    const { user } = renderPage();
    await fillRequired(user);
    expect(screen.queryByLabelText(/^Most minutes out of the fridge/)).toBeNull();
    await user.click(screen.getByLabelText(/^Store at 2–8 °C/));
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText(/^\*Enter the most minutes out of the fridge/)).toBeInTheDocument();
    const minutes = screen.getByLabelText(/^Most minutes out of the fridge/);
    await user.type(minutes, '43201');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(writes()).toEqual([]);
    await user.clear(minutes);
    await user.type(minutes, '240');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(writes()[0][1]).toMatchObject({ coldChainMaxMinutesOut: 240 });
  });

  it('requires a name, a price, a category and a class (nothing chosen for the admin), and checks the price', async () => {
    mockCategories();
    const { writes } = mockPost();
    const { user } = renderPage();
    await screen.findByRole('option', { name: 'Pain Relief' });
    expect(screen.getByLabelText(/^Class/)).toHaveValue('');
    expect(within(screen.getByLabelText(/^Class/)).getAllByRole('option')[0]).toHaveTextContent('Choose…');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(screen.getByText('*Name is required')).toBeInTheDocument();
    expect(screen.getByText('*Price is required')).toBeInTheDocument();
    expect(screen.getByText('*Category is required')).toBeInTheDocument();
    expect(screen.getByText(/\*Class is required/)).toBeInTheDocument();
    expect(writes()).toEqual([]);

    const price = screen.getByLabelText('Price (N)');
    await user.type(price, '0');
    expect(screen.getByText('Price must be more than 0')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '12.345');
    expect(screen.getByText('Price can have at most two decimals')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, 'abc');
    expect(screen.getByLabelText('Price (N)')).toHaveAccessibleDescription(/Price must be an amount in naira/);
    await user.clear(price);
    await user.type(price, '2,80');
    expect(screen.getByLabelText('Price (N)')).toHaveAccessibleDescription(/Price must be an amount in naira/);
    for (const fine of ['1250.50', '2,800', '₦2,800.50', 'N 12,500']) {
      await user.clear(price);
      await user.type(price, fine);
      expect(screen.queryByText(/Price must|Price can/)).not.toBeInTheDocument();
    }
  });

  it('sends a price typed with the naira sign and thousands separators as a number', async () => {
    mockCategories();
    const { writes } = mockPost([ok({ id: 'new-id', hidden: false })]);
    const { user } = renderPage();
    await fillRequired(user, '₦2,800.50');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added successfully');
    expect(writes()[0][1]).toMatchObject({ price: 2800.5, medicineClass: 'otc', nafdacNumber: 'A4-0237' });
  });

  it('warns when the name matches prescription-only medicine but the class says otherwise, and saves only with the tick', async () => {
    mockCategories();
    const { writes } = mockPost([ok({ id: 'new-id', hidden: false })], (body) => ({
      mismatch: body.medicineClass !== 'pom',
      matches: [{ ...amlodipine, matchedOn: 'ingredients' }],
    }));
    const { user } = renderPage();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Active ingredient(s)'), 'Amlodipine besilate');
    const warning = await screen.findByTestId('class-mismatch-warning');
    expect(warning).toHaveTextContent('Amlodipine 10mg Tablets (28) (Amlodipine (as besilate)): same active ingredient');
    expect(warning).toHaveTextContent('the class says over the counter');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText(/Tick the box to confirm the class/)).toBeInTheDocument();
    expect(writes()).toEqual([]);
    await user.click(within(warning).getByRole('checkbox', { name: 'I have checked: sell it as over the counter' }));
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added successfully');
    expect(writes()[0][1]).toMatchObject({ medicineClass: 'otc', confirmClassMismatch: true, activeIngredients: 'Amlodipine besilate' });
  });

  it('says when a medicine without a NAFDAC number was added hidden', async () => {
    mockCategories();
    mockPost([ok({ id: 'new-id', hidden: true })]);
    const { user } = renderPage();
    await fillRequired(user);
    await user.clear(screen.getByLabelText(/^NAFDAC number/));
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByRole('status')).toHaveTextContent('It is hidden from the shop until it has a NAFDAC number.');
  });

  it('refuses a picture that is not JPEG, PNG or WebP, or is larger than 5 MB, before any upload', async () => {
    mockCategories();
    const { writes } = mockPost();
    const { user } = renderPage();
    const input = screen.getByLabelText('Image file');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Choose a JPEG, PNG or WebP image.')).toBeInTheDocument();
    const big = new File([new Uint8Array(8)], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The image must be at most 5 MB.')).toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(writes()).toEqual([]);
  });

  it('uploads the chosen image first, then adds the product with its URL and says Added successfully', async () => {
    mockCategories();
    const { writes } = mockPost([ok({ url: '/api/images/abc123-400.webp', srcSet: '' }), ok({ id: 'new-id' })]);
    const { user } = renderPage();
    await fillRequired(user, '2500.5');
    await user.type(screen.getByLabelText('Description'), 'Artemether and lumefantrine');
    await user.type(screen.getByLabelText('Dosage'), '4 tablets twice daily for 3 days');
    await user.type(screen.getByLabelText('Side effects'), 'Headache, dizziness');
    await user.type(screen.getByLabelText(/^Units on hand/), '40');
    await user.click(screen.getByRole('checkbox', { name: 'Is Featured' }));
    await user.upload(screen.getByLabelText('Image file'), pngFile());
    expect(screen.getByText('Chosen file: coartem.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Added successfully');
    const [uploadPath, uploadBody] = writes()[0];
    expect(uploadPath).toBe('/api/medicine/uploadImage');
    expect((uploadBody as FormData).get('file')).toBeInstanceOf(File);
    expect(writes()[1]).toEqual([
      '/api/medicine/add-medicine',
      {
        id: NEW_ID,
        name: 'Coartem 80/480',
        price: 2500.5,
        description: 'Artemether and lumefantrine',
        dosage: '4 tablets twice daily for 3 days',
        sideEffects: 'Headache, dizziness',
        imageUrl: '/api/images/abc123-400.webp',
        isFeatured: true,
        categoryId: '22222222-2222-4222-8222-222222222222',
        stockQuantity: 40,
        activeIngredients: '',
        strength: '',
        dosageForm: '',
        packSize: '',
        manufacturer: '',
        nafdacNumber: 'A4-0237',
        medicineClass: 'otc',
        controlled: false,
        coldChainMaxMinutesOut: null,
        confirmClassMismatch: false,
      },
    ]);
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('sends an image URL when no file is chosen', async () => {
    mockCategories();
    const { writes } = mockPost([ok({})]);
    const { user } = renderPage();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Image URL'), 'https://cdn.example.ng/coartem.jpg');
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute('src', 'https://cdn.example.ng/coartem.jpg');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await screen.findByRole('status');
    expect(writes()).toHaveLength(1);
    expect(writes()[0][1]).toMatchObject({ imageUrl: 'https://cdn.example.ng/coartem.jpg' });
  });

  it("shows 'Failed to add product' with the server's reason and its field errors at their fields", async () => {
    mockCategories();
    mockPost([
      httpError(400, {
        message: 'Price must be at most 10000000.',
        errors: [{ field: 'price', message: 'price must be at most 10000000' }],
      }),
    ]);
    const { user } = renderPage();
    await fillRequired(user, '20000000');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Failed to add product: Price must be at most 10000000.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Price (N)')).toHaveAccessibleDescription(/price must be at most 10000000/);
    expect(screen.getByLabelText('Name')).toHaveValue('Coartem 80/480');
  });

  it('shows the server refusing an uploaded image at the file field', async () => {
    mockCategories();
    const { writes } = mockPost([
      httpError(400, { message: 'The file is not a JPEG, PNG or WebP picture.', errors: [{ field: 'file', message: 'Not a picture.' }] }),
    ]);
    const { user } = renderPage();
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Image file'), pngFile());
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Failed to add product: The file is not a JPEG, PNG or WebP picture.')).toBeInTheDocument();
    expect(screen.getByLabelText('Image file')).toHaveAccessibleDescription(/Not a picture\./);
    expect(writes()).toHaveLength(1);
  });

  it('links to add a category when there is none', async () => {
    mockCategories([]);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Add a category' })).toHaveAttribute('href', '/add-category');
    expect(
      within(screen.getByLabelText('Category'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a category']);
  });
});
