import { expect, test } from '@playwright/test';
import type { Hour } from '../../model/entities';
import type { ProductionSheet } from '../../model/production-sheet';
import type { Calendar, DayMenu } from '../../model/week-responses';
import { createDish } from './customer-admin';
import { pdfPages } from './pdf-text';
import { ADMIN_EMAIL, CHEF_EMAIL, loginAs, newCustomer, tokenFor, unique } from './support';
import { api, auth, bookableAhead } from './week-support';

/** Text without spaces: Chromium's PDF places some glyphs apart, so words may come back split. */
const compact = (text: string) => text.replace(/\s+/g, '');

test('the kitchen prints the production sheet: one A4 page per station, each dish with its total, no buttons', async ({
  page,
  request,
}) => {
  const admin = await tokenFor(request);
  const day = bookableAhead(await api<Calendar>(request, admin, 'calendar'))[0];
  expect(day, 'an open day ahead before its cut-off').toBeDefined();
  const date = day!.date;
  const lentils = await createDish(request, { name: unique('Lentejas estofadas'), category: { id: 1 }, cost: 6, stock: 40 });
  const custard = await createDish(request, { name: unique('Natillas caseras'), category: { id: 4 }, cost: 3, stock: 40 });
  // the demo plans its days: the two dishes join the day's menu
  const [menu] = await api<DayMenu[]>(request, admin, `day-menus?from=${date}&to=${date}`);
  if (menu!.planned) {
    const plan = [...menu!.dishes, { dishId: lentils.id, portions: 40 }, { dishId: custard.id, portions: 40 }];
    const res = await request.put(`/api/day-menus/${date}`, {
      headers: auth(admin),
      data: { dishes: plan.map((d) => ({ dishId: d.dishId, portions: d.portions })) },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const customer = await newCustomer(page, 'Marta');
  const token = await tokenFor(request, customer.email, customer.password);
  const hours = await api<Hour[]>(request, token, `hours?date=${date}`);
  const placed = await request.post('/api/orders', {
    headers: auth(token),
    data: {
      pickupDate: date,
      pickupHour: hours[0]!.hour,
      lines: [
        { dishId: lentils.id, quantity: 3 },
        { dishId: custard.id, quantity: 2 },
      ],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const chef = await tokenFor(request, CHEF_EMAIL);
  const sheet = await api<ProductionSheet>(request, chef, `kitchen/production-sheet?date=${date}`);
  const figures = (dishId: number) => sheet.dishes.find((d) => d.dishId === dishId)!;
  expect(figures(lentils.id)).toMatchObject({ booked: 3 });
  expect(figures(custard.id)).toMatchObject({ booked: 2 });

  // Reached from the kitchen's top bar.
  await loginAs(page, CHEF_EMAIL);
  await page.getByRole('link', { name: 'PRODUCCIÓN' }).click();
  await expect(page.getByRole('heading', { name: 'Hoja de producción', level: 1 })).toBeVisible();
  await page.goto(`/hoja-produccion?fecha=${date}`);
  const lentilsRow = page.locator(`tr[data-dish-id="${lentils.id}"]`);
  await expect(lentilsRow).toContainText(lentils.name);
  await expect(lentilsRow.getByTestId('sheet-suggested')).toHaveText(String(figures(lentils.id).suggested));
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar CSV' })).toBeVisible();

  const pages = pdfPages(await page.pdf({ format: 'A4', printBackground: true }));
  const stations = (await api<{ id: number }[]>(request, chef, 'stations')).length;
  // one A4 page per station (and one for dishes no station prepares, if any): each page holds one whole sheet
  expect(pages.length).toBeGreaterThanOrEqual(Math.max(stations, 1));
  for (const text of pages) expect(compact(text).split(compact('Hoja de producción')).length - 1, text).toBe(1);
  const whole = compact(pages.join(' '));
  for (const dish of [lentils, custard]) {
    const f = figures(dish.id);
    const page = pages.map(compact).find((p) => p.includes(compact(dish.name)));
    expect(page, `${dish.name} printed`).toBeDefined();
    // the row reads: name and allergens, then booked, expected, margin and the total to prepare
    const row = page!.slice(page!.indexOf(compact(dish.name)) + compact(dish.name).length);
    expect(row).toContain(`${f.booked}${f.expected}${f.margin}${f.suggested}`);
  }
  expect(whole).toContain(compact('Hoja de producción'));
  expect(whole).toContain('Apreparar');
  // no navigation, no buttons on paper
  for (const absent of ['PEDIDOS', 'PRODUCCIÓN', 'Imprimir', 'DescargarCSV', 'Estación']) expect(whole).not.toContain(absent);
});

test('the administrator reaches the production sheet from the admin menu', async ({ page }) => {
  await loginAs(page, ADMIN_EMAIL);
  await page.getByRole('menuitem', { name: 'Hoja de producción' }).click();
  await expect(page).toHaveURL(/\/hoja-produccion-admin/);
  await expect(page.getByRole('heading', { name: 'Hoja de producción', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeEnabled();
  await expect(page.getByRole('columnheader', { name: 'A preparar' }).first()).toBeVisible();
});
