import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser';
import { browserSession, registerInBrowser, shootBoth, signIn } from '../support/e2e';

const ZOE = { email: 'zoe.erasure@example.com', first: 'Zoe', last: 'Marchbanks' };

/** R12: an admin erases a person from the users panel, after a confirm that says it is for good. */
describe('erasing a person in the browser', () => {
  const session = browserSession();

  it('an admin erases a person: the confirm warns, then the list shows an erased account with no name or address', async () => {
    const { url, dataDir } = session.server;
    const person = await newPage(session.browser);
    await registerInBrowser(person, url, dataDir, ZOE);
    await person.context().close();

    const admin = await newPage(session.browser);
    await signIn(admin, url);
    await admin.goto(`${url}/admin/users`);
    const row = admin.getByRole('row').filter({ hasText: ZOE.email });
    await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
    await row.click();
    await admin.getByRole('button', { name: 'Erase personal data' }).click();
    const dialog = admin.getByRole('dialog');
    await expect.poll(() => dialog.getByText(`Erase the personal data of ${ZOE.email}?`).isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText(/This cannot be undone/).isVisible()).toBe(true);
    await shootBoth(admin, 'admin-user-erase-confirm');
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await expect.poll(() => admin.getByText(`The personal data of ${ZOE.email} is erased`).isVisible()).toBe(true);

    // Her page says so and offers nothing more to do; once the read models are rebuilt, the list has an
    // erased account and neither her name nor her address.
    await expect.poll(() => admin.getByText('Erased', { exact: true }).isVisible()).toBe(true);
    expect(await admin.getByRole('button', { name: /account|Erase|Save roles/ }).count()).toBe(0);
    await expect
      .poll(
        async () => {
          await admin.goto(`${url}/admin/users`);
          await admin.getByText('admin@dealbook.test').waitFor();
          return (await admin.getByText(ZOE.email).count()) + (await admin.getByText(ZOE.last).count());
        },
        { timeout: 30_000 },
      )
      .toBe(0);
    await expect
      .poll(() => admin.getByRole('row').filter({ hasText: '@erased.invalid' }).getByText('Erased', { exact: true }).isVisible())
      .toBe(true);
    await shootBoth(admin, 'admin-users-erased');
    await admin.context().close();
  });
});
