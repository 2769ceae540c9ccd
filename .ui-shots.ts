// Screenshots of the screens the toolkit migration touched (not committed).
import { launchBrowser } from './e2e/support/browser';

const base = process.env.SITE ?? 'http://127.0.0.1:18480';
const out = '/tmp/ui-shots';
const browser = await launchBrowser();
const shots: { path: string; name: string; signedIn?: boolean; action?: (page: import('playwright-core').Page) => Promise<void> }[] = [
  { path: '/dashboard', name: 'dashboard' },
  { path: '/contact', name: 'contact', action: async (p) => { await p.getByRole('button', { name: 'Send message' }).click(); } },
  { path: '/login', name: 'login', action: async (p) => { await p.getByRole('button', { name: 'Login' }).focus(); await p.keyboard.press('Tab'); await p.getByLabel('Username').fill('x'); await p.getByLabel('Username').fill(''); } },
  { path: '/signup', name: 'signup' },
  { path: '/cart', name: 'cart', signedIn: true },
  { path: '/payment-form?totalPrice=7499.37&paymentType=medicine', name: 'payment', signedIn: true, action: async (p) => { await p.getByRole('button', { name: 'Proceed to payment' }).click(); } },
  { path: '/user-orders', name: 'user-orders', signedIn: true },
  { path: '/profile', name: 'profile', signedIn: true },
  { path: '/add-product', name: 'add-product', signedIn: true, action: async (p) => { await p.getByRole('button', { name: 'Add product' }).click(); } },
  { path: '/orders', name: 'admin-orders', signedIn: true },
  { path: '/payments', name: 'admin-payments', signedIn: true },
];
let token = '';
for (const width of [360, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (!token) {
    await page.goto(`${base}/admin-login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('Admin#Pharmacy2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/orders/);
    token = 'done';
  } else {
    await page.goto(`${base}/admin-login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('Admin#Pharmacy2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/orders/);
  }
  for (const shot of shots) {
    await page.goto(`${base}${shot.path}`);
    await page.locator('[data-boundary] h1, [data-boundary-fallback]').first().waitFor({ timeout: 20000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    if (shot.action) await shot.action(page).catch((e) => console.log(shot.name, 'action failed', String(e).slice(0, 200)));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/${shot.name}-${width}.png`, fullPage: width === 360 ? false : false });
    const h1 = await page.locator('h1').first().evaluate((el) => getComputedStyle(el).color + ' ' + getComputedStyle(el).fontFamily.slice(0, 30)).catch(() => 'no h1');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    console.log(`${shot.name}@${width}: h1 ${h1}; horizontal overflow: ${overflow}`);
  }
  await context.close();
}
await browser.close();
