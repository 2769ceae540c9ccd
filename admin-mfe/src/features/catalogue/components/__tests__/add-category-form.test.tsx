import { screen } from '@testing-library/react';
import { NEW_ID } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { httpError, ok, renderAt } from '../../../../testing/test-utils';
import AddCategoryPage from '../../../../pages/add-category-page';

const renderPage = () => renderAt(<AddCategoryPage />, { path: '/add-category', route: '/add-category' });

describe('add category', () => {
  it('requires a name', async () => {
    const post = jest.spyOn(apiClient, 'post');
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('*Name is required');
    expect(screen.getByText('Failed to add category: please correct the marked fields.')).toHaveAttribute('role', 'alert');
    expect(post).not.toHaveBeenCalled();
  });

  it('uploads the image, adds the category and says Added successfully', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValueOnce(ok({ url: '/api/images/cat-400.webp' }))
      .mockResolvedValueOnce(ok({ medicineCategoryId: 'x' }));
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Name'), 'Vitamins');
    await user.upload(screen.getByLabelText('Image file'), new File([new Uint8Array([255, 216, 255])], 'vit.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added successfully');
    expect(post.mock.calls[0][0]).toBe('/api/medicine/uploadImage');
    expect(post.mock.calls[1]).toEqual([
      '/api/medicine/addCategory',
      { medicineCategoryId: NEW_ID, name: 'Vitamins', imageUrl: '/api/images/cat-400.webp' },
    ]);
  });

  it("shows 'Failed to add category' with the server's reason at the name", async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(
        httpError(409, { message: 'A category named Vitamins already exists.', errors: [{ field: 'name', message: 'Already exists.' }] }),
      );
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Name'), 'Vitamins');
    await user.type(screen.getByLabelText('Image URL'), 'not a url');
    await user.tab();
    expect(screen.getByLabelText('Image URL')).toHaveAccessibleDescription(/Enter a valid image URL/);
    await user.clear(screen.getByLabelText('Image URL'));
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Failed to add category: A category named Vitamins already exists.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Already exists.');
  });
});
