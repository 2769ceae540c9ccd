import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  clearSession,
  type Medicine,
  type MedicineCategory,
  MemoryRouter,
  on,
  Route,
  Routes,
  setTokens,
  type ToastMessage,
  useLocation,
} from 'shared-kernel';
import { publicFetch } from 'shared-kernel/testing';

export function medicine(n: number, overrides: Partial<Medicine> = {}): Medicine {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Medicine ${n}`,
    price: 1000 * n + 500,
    description: `Description of medicine ${n}`,
    imageUrl: `/api/images/medicine-${n}-400.webp`,
    dosage: `${n} tablet daily`,
    sideEffects: 'Drowsiness',
    categoryId: '10000000-0000-4000-8000-000000000001',
    isFeatured: true,
    activeIngredients: `Ingredient ${n}`,
    strength: `${n * 100} mg`,
    dosageForm: 'tablet',
    packSize: `${n * 10} tablets`,
    manufacturer: 'Emzor Pharmaceutical Industries',
    nafdacNumber: `04-${String(1000 + n)}`,
    medicineClass: 'otc',
    prescriptionRequired: false,
    stockStatus: 'in-stock',
    stockLeft: null,
    ...overrides,
  };
}

export function category(n: number, overrides: Partial<MedicineCategory> = {}): MedicineCategory {
  return {
    medicineCategoryId: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Category ${n}`,
    imageUrl: `/api/images/category-${n}-400.webp`,
    ...overrides,
  };
}

export const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

type Answer = unknown | Error | (() => Promise<unknown>);

/** Answers GETs by exact URL (and `?search=` when params carry one); anything else fails loudly. */
export function mockGet(answers: Record<string, Answer>) {
  return jest.spyOn(publicFetch, 'get').mockImplementation(async (url: string, config?: { params?: Record<string, unknown> }) => {
    const search = config?.params?.search ?? config?.params?.q;
    const key = search !== undefined ? `${url}?search=${search}` : url;
    if (!(key in answers)) throw new Error(`Unexpected GET ${key}`);
    const answer = answers[key];
    if (typeof answer === 'function') return { data: await (answer as () => Promise<unknown>)(), status: 200 };
    if (answer instanceof Error) throw answer;
    return { data: answer, status: 200 };
  });
}

/** GET /api/privacy as the API answers it: the retention periods and the register of processors. */
export const PRIVACY_FACTS = {
  retention: {
    contactMessagesDays: 730,
    logsDays: 90,
    prescriptionsDays: 730,
    conversationsDays: 1095,
    handoverPhotosDays: 90,
    abandonedCartsDays: 90,
    dispensingRecordsDays: 1825,
  },
  processors: [{ name: 'Paystack', purpose: 'Payments', data: 'E-mail address and amount', location: 'Nigeria' }],
};

/** A never-settling answer, to see loading states. */
export const pending = () => new Promise<never>(() => undefined);

/** An error shaped like axios's for an HTTP status. */
export function httpError(status: number): Error {
  return Object.assign(new Error(`HTTP ${status}`), { isAxiosError: true, response: { status, data: { message: 'nope' } } });
}

/** What the shell would show as toasts. */
export function captureToasts(): ToastMessage[] {
  const toasts: ToastMessage[] = [];
  const off = on('toast:show', (message) => toasts.push(message));
  afterEachCleanup.push(off);
  return toasts;
}

const afterEachCleanup: (() => void)[] = [];
afterEach(() => {
  afterEachCleanup.splice(0).forEach((off) => off());
  clearSession();
});

function tokenFor(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    Buffer.from(JSON.stringify(value)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export const SHOPPER_ID = '20000000-0000-4000-8000-000000000001';

export function signIn(claims: Record<string, unknown> = { name: 'ada', role: 'user', UserId: SHOPPER_ID }) {
  setTokens({ accessToken: tokenFor(claims), refreshToken: 'refresh' });
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders a page at a URL inside the route it is mounted on, with a probe of the current location. */
export function renderPage(page: ReactElement, { path = '/', url = path }: { path?: string; url?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}
