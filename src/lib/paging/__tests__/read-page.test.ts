import { ApiError } from '../../http/api-error';
import { hasId, readPage } from '../read-page';

describe('readPage', () => {
  test('a PaginateResource', () => {
    const page = readPage(
      {
        data: [{ id: 1 }, { id: 2 }],
        total: 45,
        count: 2,
        per_page: 30,
        current_page: 1,
        total_pages: 2,
        last_page: 2,
        next_page_url: 'https://shop.test/home/brands?page=2',
        has_more_data: true,
      },
      'brands',
      hasId,
    );
    expect(page).toEqual({
      items: [{ id: 1 }, { id: 2 }],
      page: 1,
      lastPage: 2,
      total: 45,
      perPage: 30,
      nextPageUrl: 'https://shop.test/home/brands?page=2',
    });
  });

  test("Laravel's plain paginator, on its last page", () => {
    const page = readPage(
      {
        current_page: 3,
        data: [{ id: 7 }],
        first_page_url: 'https://shop.test/x?page=1',
        from: 21,
        last_page: 3,
        last_page_url: 'https://shop.test/x?page=3',
        links: [],
        next_page_url: null,
        path: 'https://shop.test/x',
        per_page: '10',
        prev_page_url: 'https://shop.test/x?page=2',
        to: 21,
        total: 21,
      },
      'rows',
      hasId,
    );
    expect(page).toMatchObject({ items: [{ id: 7 }], page: 3, lastPage: 3, total: 21, perPage: 10, nextPageUrl: null });
  });

  test('`[]` (a switched-off system) is an empty last page', () => {
    expect(readPage([], 'sellers', hasId)).toMatchObject({ items: [], page: 1, total: 0, nextPageUrl: null });
  });

  test('rows without an id are dropped; an empty next_page_url means no more', () => {
    const page = readPage({ data: [{ id: 3 }, { id: 0 }, null, 'x', { name: 'no id' }], next_page_url: '' }, 'rows', hasId);
    expect(page.items).toEqual([{ id: 3 }]);
    expect(page.nextPageUrl).toBeNull();
    expect(page.page).toBe(1);
  });

  test.each([[null], [{}], [{ data: 'x' }], [[{ id: 1 }]], ['text']])('%p is a malformed answer', (value) => {
    expect(() => readPage(value, 'rows', hasId)).toThrow(ApiError);
  });
});
