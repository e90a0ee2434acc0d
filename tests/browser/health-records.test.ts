import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { phone, screenshots, signUp } from './support/browser.ts';
import { useAppInBrowser } from './support/harness.ts';
import { countOf, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('health records', () => {
  it('uploads a report, lists it, downloads the same file, edits and deletes it; only the owner sees it', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await signUp(page, 'Lakshmi Iyer');
    await page.goto('/health-records');
    await visible(page.getByTestId('health-records-empty'));
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('health-record-add').click();
    const form = page.getByTestId('health-record-form');
    await form.getByLabel('Type').selectOption('lab_report');
    await form.getByLabel('Title').fill('Blood test — CBC');
    await form.getByLabel('Note').fill('Fasting sample, Dr. Rao');
    await form.getByLabel('Document', { exact: true }).setInputFiles({ name: 'cbc.pdf', mimeType: 'application/pdf', buffer: pdf });
    await form.getByRole('button', { name: 'Save record' }).click();
    await visible(page.getByText('Record saved'));
    await countOf(page.getByTestId('health-record')).toBe(1);
    await textOf(page.getByTestId('health-record-title')).toBe('Blood test — CBC');
    await page.waitForTimeout(300);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'health-records');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('health-record-download').click()]);
    expect(download.suggestedFilename()).toBe('cbc.pdf');
    expect(readFileSync(await download.path())).toEqual(pdf);

    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByTestId('health-record-edit');
    await edit.getByLabel('Title').fill('CBC — November');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await textOf(page.getByTestId('health-record-title')).toBe('CBC — November');

    // Another client sees nothing of it, even with its address.
    const fileUrl = await page.getByTestId('health-record-download').getAttribute('href');
    const stranger = await app.visitor({ viewport: phone });
    const strangerPage = await stranger.newPage();
    await signUp(strangerPage, 'Vikram Singh');
    await strangerPage.goto('/health-records');
    await visible(strangerPage.getByTestId('health-records-empty'));
    expect((await strangerPage.request.get(fileUrl!)).status()).toBe(404);
    await stranger.close();

    await page.getByTestId('health-record-delete').click();
    await page.getByTestId('confirm-action').click();
    await visible(page.getByText('Record deleted'));
    await visible(page.getByTestId('health-records-empty'));
    await context.close();
  });

  it('reads in Hindi, and says what is missing before uploading nothing', async () => {
    const context = await app.visitor({ viewport: phone });
    const page = await context.newPage();
    await signUp(page, 'Sunita Devi');
    await page.evaluate(() => localStorage.setItem('lang', 'hi'));
    await page.goto('/health-records');
    await textOf(page.locator('h1')).toBe('स्वास्थ्य रिकॉर्ड');
    await page.getByTestId('health-record-add').click();
    const form = page.getByTestId('health-record-form');
    await form.getByLabel('शीर्षक').fill('एलर्जी');
    await form.getByRole('button', { name: 'रिकॉर्ड सहेजें' }).click();
    await textOf(form.getByRole('alert')).toBe('कोई फ़ाइल जोड़ें या नोट लिखें।');
    await countOf(page.getByTestId('health-record')).toBe(0);
    await context.close();
  });
});
