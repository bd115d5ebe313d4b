import { expect, test, type Page } from '@playwright/test';
import type { Dish } from '../../model/entities';
import { ADMIN_EMAIL, CHEF_EMAIL, freshCustomer, loginAs, tokenFor, unique } from './support';
import { allergenByName, createDish } from './customer-admin';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function openDishes(page: Page, tab: string): Promise<void> {
  await loginAs(page, CHEF_EMAIL);
  await page.getByRole('link', { name: 'PLATOS' }).click();
  await expect(page.getByRole('heading', { name: 'Platos' })).toBeVisible();
  await page.getByRole('radio', { name: tab }).check();
}

test('Ver más opens the recipe with the dish’s real ingredients and allergens, and Atrás goes back', async ({
  page,
  request,
}) => {
  const [egg, milk] = await Promise.all([allergenByName(request, 'Huevos'), allergenByName(request, 'Lácteos')]);
  const created = await createDish(request, {
    name: unique('Tarta de queso cocina'),
    category: { id: 4 },
    cost: 4.75,
    stock: 12,
    description: 'Tarta cremosa al horno con base de galleta.',
    ingredients: [{ name: 'Queso crema' }, { name: 'Huevo' }, { name: 'Galleta' }],
    allergens: [{ id: egg.id }, { id: milk.id }],
  });
  const token = await tokenFor(request, CHEF_EMAIL);
  const dish = (await (await request.get(`/api/dishes/${created.id}`, { headers: auth(token) })).json()) as Dish;

  await openDishes(page, 'Postres');
  await page.getByRole('article', { name: dish.name }).getByRole('link', { name: 'Ver más' }).click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${dish.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: dish.name })).toBeVisible();
  const ingredients = page.getByRole('list', { name: 'Ingredientes' }).getByRole('listitem');
  await expect(ingredients).toHaveText((dish.ingredients ?? []).map((i) => i.name));
  const allergens = page.getByRole('list', { name: 'Alérgenos' }).getByRole('listitem');
  await expect(allergens).toHaveText(dish.allergens.map((a) => a.name));
  await expect(page.getByText(dish.description)).toBeVisible();
  await expect(page.getByText(/4,75\s€/)).toBeVisible();

  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(page).toHaveURL(/\/platos/);
  await expect(page.getByRole('radio', { name: 'Postres' })).toBeChecked();

  await page.goto('/recipe');
  await expect(page).toHaveURL(/\/platos$/);
});

test('the kitchen marks a dish sold out: the API says unavailable and the customer menu shows Agotado', async ({
  page,
  browser,
  request,
}) => {
  const dish = await createDish(request, { name: unique('Flan cocina'), category: { id: 4 }, cost: 3, stock: 9 });
  await openDishes(page, 'Postres');
  const card = page.getByRole('article', { name: dish.name });
  await expect(card).toContainText('Existencias: 9 raciones');
  await expect(card.getByText('Agotado')).toHaveCount(0);

  await card.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: `Editar «${dish.name}»` });
  await dialog.getByLabel('Existencias (raciones)').fill('4');
  await dialog.getByLabel('Disponible para pedir').uncheck();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`«${dish.name}» está marcado como agotado.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Agotado')).toBeVisible();
  await expect(card).toContainText('Existencias: 4 raciones');

  const token = await tokenFor(request, CHEF_EMAIL);
  const listed = ((await (await request.get('/api/dishes?category=4', { headers: auth(token) })).json()) as Dish[]).find(
    (d) => d.id === dish.id,
  );
  expect(listed).toMatchObject({ isAvailable: false, stock: 4 });

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await freshCustomer(customer);
  await customer.getByRole('link', { name: 'MENÚ', exact: true }).click();
  await customer.getByRole('button', { name: 'Añadir postres' }).click();
  const menuCard = customer.getByRole('article', { name: dish.name });
  await expect(menuCard.getByText('Agotado')).toBeVisible();
  await expect(menuCard.getByRole('button', { name: `${dish.name}: Agotado` })).toBeDisabled();
  await customerContext.close();

  // Back on sale.
  await card.getByRole('button', { name: 'Editar' }).click();
  await dialog.getByLabel('Disponible para pedir').check();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`«${dish.name}» actualizado.`)).toBeVisible();
  await expect(card.getByText('Agotado')).toHaveCount(0);
});

test('Borrar withdraws the dish after a confirmation, and an administrator can bring it back', async ({ page, request }) => {
  const dish = await createDish(request, { name: unique('Sopa cocina'), category: { id: 1 }, cost: 5, stock: 5 });
  await openDishes(page, 'Primeros');
  const card = page.getByRole('article', { name: dish.name });
  await card.getByRole('button', { name: 'Borrar' }).click();
  const confirm = page.getByRole('dialog', { name: `Borrar «${dish.name}»` });
  await expect(confirm).toContainText('¿Seguro que quieres borrar este plato?');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Borrar' }).click();
  await confirm.getByRole('button', { name: 'Borrar' }).click();
  await expect(
    page.getByText(`«${dish.name}» se ha retirado de la carta. Un administrador puede volver a activarlo.`),
  ).toBeVisible();
  await expect(card).toBeHidden();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Primeros' })).toBeChecked();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article', { name: dish.name })).toHaveCount(0);

  const admin = await tokenFor(request, ADMIN_EMAIL);
  const withdrawn = (await (await request.get(`/api/dishes/${dish.id}`, { headers: auth(admin) })).json()) as Dish;
  expect(withdrawn.isActive).toBe(false);
  expect(
    (await request.put(`/api/dishes/${dish.id}`, { headers: auth(admin), data: { name: dish.name, isActive: true } })).status(),
  ).toBe(200);
  await page.reload();
  await expect(page.getByRole('article', { name: dish.name })).toBeVisible();
});

test('the dish dialog takes whole portions: "7,25" typed key by key is refused, not saved as 725', async ({ page, request }) => {
  const dish = await createDish(request, { name: unique('Tarta cocina'), category: { id: 4 }, cost: 4, stock: 6 });
  await openDishes(page, 'Postres');
  const card = page.getByRole('article', { name: dish.name });
  await card.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: `Editar «${dish.name}»` });
  const stock = dialog.getByLabel('Existencias (raciones)');
  await stock.clear();
  await stock.pressSequentially('7,25', { delay: 20 });
  await expect(stock).toHaveValue('7,25');
  await expect(dialog.getByText('Escribe un número entero entre 0 y 100000.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await stock.clear();
  await stock.pressSequentially('7', { delay: 20 });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Existencias: 7 raciones');
  const token = await tokenFor(request, CHEF_EMAIL);
  const saved = (await (await request.get(`/api/dishes/${dish.id}`, { headers: auth(token) })).json()) as Dish;
  expect(saved.stock).toBe(7);
});
