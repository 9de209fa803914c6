import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStorageOf } from '../../platform/storage.js';
import { postFile, TINY_PNG } from '../../testing/multipart.js';
import { createSecondCompany, type SecondCompany } from '../../testing/second-company.js';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { signInNewStaff } from '../../testing/test-users.js';
import { levelIds } from '../orders/order-fixtures.js';
import { marketingKey } from './marketing-storage.js';

let t: TestApp;
let hq: string;
let stockist: string; // agent1, level Stockist
let agent: string; // agent3, level Agent
let second: SecondCompany;
let L1: string;

const PDF = Buffer.from('%PDF-1.4\n% marketing\n%%EOF\n');
const saveFolder = (body: Record<string, unknown>, token = hq) =>
  t.call('POST', '/api/marketing/folder', { token, body });
const folders = (token = hq) => t.call('GET', '/api/marketing/folder', { token });
const deleteFolder = (id: string, query = '', token = hq, language?: 'en' | 'id' | 'ms') =>
  t.call('DELETE', `/api/marketing/folder/${id}${query}`, { token, ...(language ? { language } : {}) });
const files = (folderId: string, token = hq) =>
  t.call('GET', `/api/marketing/file?folderId=${encodeURIComponent(folderId)}`, { token });
const upload = (content: Buffer | string, token = hq, filename = 'flyer.pdf') =>
  postFile(t, '/api/marketing/file/upload', token, { content, filename });
const saveFile = (body: Record<string, unknown>, token = hq) => t.call('POST', '/api/marketing/file', { token, body });
const deleteFile = (id: string, token = hq) => t.call('DELETE', `/api/marketing/file/${id}`, { token });
const raw = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', authorization: `Bearer ${token}` } });
const download = (id: string, token: string) => raw(`/api/marketing/file/${id}/download`, token);
const zip = (folderId: string, token: string) => raw(`/api/marketing/folder/${folderId}/zip`, token);
const stored = (id: string, type: 'pdf' | 'png' | 'jpg') =>
  fileStorageOf(t.config).exists(marketingKey('demo', id, type));

/** A folder with one uploaded file in it. */
async function folderWithFile(folder: Record<string, unknown>, file: Record<string, unknown> = {}, content = PDF) {
  const saved = await saveFolder(folder);
  expect(saved.status, saved.meta?.message).toBe(200);
  const uploaded = await upload(content);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const added = await saveFile({
    folderId: saved.data.id,
    upload: uploaded.json().data.upload,
    name: 'Price list',
    ...file,
  });
  expect(added.status, added.meta?.message).toBe(200);
  return { folderId: saved.data.id as string, fileId: added.data.id as string };
}

beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  stockist = await t.login('agent1@demo.niaga.test');
  agent = await t.login('agent3@demo.niaga.test');
  second = await createSecondCompany(t);
  [L1] = (await levelIds(t, hq)) as [string];
});
afterAll(() => t.close());

describe('marketing files', () => {
  it('HQ makes a folder and uploads a PDF; every agent lists, downloads and zips it', async () => {
    const folder = await saveFolder({ name: 'Brochures' });
    expect(folder.meta?.message).toBe('Folder saved.');
    expect(folder.data).toMatchObject({ name: 'Brochures', levelIds: [], levels: [], fileCount: 0, totalSize: 0 });
    const uploaded = await upload(PDF);
    expect(uploaded.json().data).toEqual({
      upload: expect.stringMatching(/^[A-Za-z0-9-]+\.pdf$/),
      type: 'pdf',
      size: PDF.length,
    });
    const added = await saveFile({
      folderId: folder.data.id,
      upload: uploaded.json().data.upload,
      name: 'Price list 2026',
      description: 'Prices\nfor every level',
    });
    expect(added.meta?.message).toBe('File saved.');
    const id = added.data.id as string;
    expect(added.data).toMatchObject({
      folderId: folder.data.id,
      name: 'Price list 2026',
      type: 'pdf',
      size: PDF.length,
      description: 'Prices\nfor every level',
      url: `/api/marketing/file/${id}/download`,
    });

    const listed = (await folders(agent)).data.find((one: { id: string }) => one.id === folder.data.id);
    expect(listed).toMatchObject({ fileCount: 1, totalSize: PDF.length });
    const inFolder = await files(folder.data.id, agent);
    expect(inFolder.data.folder.name).toBe('Brochures');
    expect(inFolder.data.items.map((file: { id: string }) => file.id)).toEqual([id]);

    const file = await download(id, agent);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Price list 2026.pdf"; filename*=UTF-8''Price%20list%202026.pdf`,
    );
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const archive = await zip(folder.data.id, stockist);
    expect(archive.statusCode).toBe(200);
    expect(archive.headers['content-type']).toBe('application/zip');
    expect(archive.headers['content-disposition']).toContain('filename="Brochures.zip"');
    expect(archive.rawPayload.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))).toBe(true);
    // Entries are stored uncompressed: the file's bytes and its name are in the archive as they are.
    expect(archive.rawPayload.includes(PDF)).toBe(true);
    expect(archive.rawPayload.includes(Buffer.from('Price list 2026.pdf'))).toBe(true);
  });

  it('names the entries of a zip apart and answers an empty folder with an empty zip', async () => {
    const { folderId } = await folderWithFile({ name: 'Twins' }, { name: 'Flyer.png' }, TINY_PNG);
    const second = await upload(TINY_PNG);
    await saveFile({ folderId, upload: second.json().data.upload, name: 'flyer' });
    const archive = (await zip(folderId, hq)).rawPayload;
    expect(archive.includes(Buffer.from('Flyer.png'))).toBe(true);
    expect(archive.includes(Buffer.from('flyer (2).png'))).toBe(true);

    const empty = await saveFolder({ name: 'Empty' });
    const emptyZip = await zip(empty.data.id, hq);
    expect(emptyZip.statusCode).toBe(200);
    expect(emptyZip.rawPayload.subarray(0, 4).equals(Buffer.from('PK\x05\x06', 'latin1'))).toBe(true);
  });

  it('shows a folder only to the chosen levels; others get 404 for it, its files, their downloads and its zip', async () => {
    const { folderId, fileId } = await folderWithFile({ name: 'Stockists only', levelIds: [L1] });
    const ids = async (token: string) => (await folders(token)).data.map((folder: { id: string }) => folder.id);
    expect(await ids(stockist)).toContain(folderId);
    expect(await ids(hq)).toContain(folderId);
    expect(await ids(agent)).not.toContain(folderId);
    expect((await files(folderId, stockist)).status).toBe(200);
    expect((await download(fileId, stockist)).statusCode).toBe(200);
    expect((await files(folderId, agent)).status).toBe(404);
    expect((await download(fileId, agent)).statusCode).toBe(404);
    expect((await zip(folderId, agent)).statusCode).toBe(404);

    const opened = await saveFolder({ id: folderId, name: 'Everyone now', levelIds: [] });
    expect(opened.data).toMatchObject({ name: 'Everyone now', levelIds: [], fileCount: 1 });
    expect((await download(fileId, agent)).statusCode).toBe(200);

    const unknownLevel = await saveFolder({ name: 'Nobody', levelIds: ['no-such-level'] });
    expect(unknownLevel.status).toBe(400);
    expect(unknownLevel.meta?.errors).toEqual({ levelIds: 'One of the chosen levels does not exist.' });
  });

  it('takes JPG, PNG and PDF by content, whatever the name says; refuses others and files over 10 MB', async () => {
    for (const [language, message] of [
      ['en', 'Only JPG, PNG or PDF files are accepted.'],
      ['id', 'Hanya file JPG, PNG atau PDF yang diterima.'],
      ['ms', 'Hanya fail JPG, PNG atau PDF diterima.'],
    ] as const) {
      const gif = await postFile(
        t,
        '/api/marketing/file/upload',
        hq,
        { content: 'GIF89a not a picture', filename: 'x.pdf', type: 'application/pdf' },
        { 'accept-language': language },
      );
      expect(gif.statusCode).toBe(400);
      expect(gif.json().meta.errors).toEqual({ file: message });
    }
    expect((await upload(TINY_PNG, hq, 'looks-like.pdf')).json().data.type).toBe('png');
    expect((await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), hq, 'x.png')).json().data.type).toBe('jpg');
    const large = await upload(Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]));
    expect(large.statusCode).toBe(413);
  });

  it('requires the folder and file names and a real upload; changes a file’s name and description', async () => {
    const noName = await saveFolder({ name: '  ' });
    expect(noName.status).toBe(400);
    expect(noName.meta?.errors).toHaveProperty('name');
    const { folderId, fileId } = await folderWithFile({ name: 'Rules' });
    const uploaded = (await upload(PDF)).json().data.upload as string;
    const unnamed = await saveFile({ folderId, upload: uploaded, name: '' });
    expect(unnamed.status).toBe(400);
    expect(unnamed.meta?.errors).toHaveProperty('name');
    const noUpload = await saveFile({ folderId, name: 'Nothing' });
    expect(noUpload.meta?.errors).toEqual({ upload: 'Choose a file to upload.' });
    for (const bad of ['missing.pdf', '../x.pdf', uploaded.replace('.pdf', '.png')]) {
      const refused = await saveFile({ folderId, upload: bad, name: 'x' });
      expect(refused.status).toBe(400);
      expect(refused.meta?.errors).toEqual({ upload: 'Upload the file again.' });
    }
    expect((await saveFile({ folderId: 'nope', upload: uploaded, name: 'x' })).status).toBe(404);
    expect((await saveFile({ folderId, upload: uploaded, name: 'Once' })).status).toBe(200);
    expect((await saveFile({ folderId, upload: uploaded, name: 'Twice' })).status).toBe(400);

    const changed = await saveFile({ id: fileId, folderId, name: 'Renamed', description: 'New words' });
    expect(changed.data).toMatchObject({ id: fileId, name: 'Renamed', description: 'New words', type: 'pdf' });
    expect((await saveFile({ id: 'nope', folderId, name: 'x' })).status).toBe(404);
    expect((await saveFolder({ id: 'nope', name: 'x' })).status).toBe(404);
  });

  it('deletes a file with its stored content; a folder with files only when confirmed, with them', async () => {
    const { folderId, fileId } = await folderWithFile({ name: 'Old campaign' });
    expect(await stored(fileId, 'pdf')).toBe(true);
    const removed = await deleteFile(fileId);
    expect(removed.meta?.message).toBe('File deleted.');
    expect(await stored(fileId, 'pdf')).toBe(false);
    expect((await download(fileId, hq)).statusCode).toBe(404);
    expect((await deleteFile(fileId)).status).toBe(404);

    const uploads = [(await upload(PDF)).json().data.upload, (await upload(TINY_PNG)).json().data.upload];
    const ids: string[] = [];
    for (const name of uploads) ids.push((await saveFile({ folderId, upload: name, name })).data.id);
    for (const [language, message] of [
      ['en', 'This folder still holds files (2). Confirm to delete it together with them.'],
      ['id', 'Folder ini masih berisi file (2). Konfirmasi untuk menghapusnya beserta file tersebut.'],
      ['ms', 'Folder ini masih mengandungi fail (2). Sahkan untuk memadamnya bersama fail tersebut.'],
    ] as const) {
      const refused = await deleteFolder(folderId, '', hq, language);
      expect(refused.status).toBe(409);
      expect(refused.meta?.message).toBe(message);
    }
    expect((await files(folderId)).data.items).toHaveLength(2);
    const deleted = await deleteFolder(folderId, '?confirm=true');
    expect(deleted.status).toBe(200);
    expect(deleted.meta?.message).toBe('Folder and the files in it deleted (2).');
    expect(await stored(ids[0] as string, 'pdf')).toBe(false);
    expect(await stored(ids[1] as string, 'png')).toBe(false);
    expect((await files(folderId)).status).toBe(404);
    expect((await deleteFolder(folderId, '?confirm=true')).status).toBe(404);

    const empty = await saveFolder({ name: 'Empty to delete' });
    const plain = await deleteFolder(empty.data.id);
    expect(plain.meta?.message).toBe('Folder deleted.');
    expect(plain.data).toEqual({ deletedFiles: 0 });
  });

  it('lets HQ and staff with posting_content write; agents and other staff only read', async () => {
    const writer = await signInNewStaff(t, 'files-staff@demo.niaga.test', 'Files Staff', ['posting_content']);
    const other = await signInNewStaff(t, 'files-other@demo.niaga.test', 'Other Staff', ['create_product']);
    const folder = await saveFolder({ name: 'By staff' }, writer);
    expect(folder.status).toBe(200);
    const uploaded = await upload(PDF, writer);
    expect(uploaded.statusCode).toBe(200);
    const file = await saveFile({ folderId: folder.data.id, upload: uploaded.json().data.upload, name: 'S' }, writer);
    expect(file.status).toBe(200);
    for (const token of [agent, other]) {
      expect((await saveFolder({ name: 'x' }, token)).status).toBe(403);
      expect((await deleteFolder(folder.data.id, '?confirm=true', token)).status).toBe(403);
      expect((await upload(PDF, token)).statusCode).toBe(403);
      expect((await saveFile({ folderId: folder.data.id, name: 'x', upload: 'x.pdf' }, token)).status).toBe(403);
      expect((await deleteFile(file.data.id, token)).status).toBe(403);
    }
    expect((await files(folder.data.id, other)).status).toBe(200);
    expect((await download(file.data.id, other)).statusCode).toBe(200);
  });

  it('keeps companies apart', async () => {
    const { folderId, fileId } = await folderWithFile({ name: 'Demo only' });
    const theirs = await folders(second.tokens.hq);
    expect(theirs.data.map((folder: { id: string }) => folder.id)).not.toContain(folderId);
    expect((await files(folderId, second.tokens.agent)).status).toBe(404);
    expect((await download(fileId, second.tokens.agent)).statusCode).toBe(404);
    expect((await zip(folderId, second.tokens.hq)).statusCode).toBe(404);
    expect((await saveFolder({ id: folderId, name: 'x' }, second.tokens.hq)).status).toBe(404);
    expect((await saveFile({ id: fileId, folderId, name: 'x' }, second.tokens.hq)).status).toBe(404);
    expect((await deleteFile(fileId, second.tokens.hq)).status).toBe(404);
    expect((await deleteFolder(folderId, '?confirm=true', second.tokens.hq)).status).toBe(404);
    // Another company's upload name is no upload of this one.
    const ownUpload = (await upload(PDF)).json().data.upload as string;
    const theirFolder = await saveFolder({ name: 'Theirs' }, second.tokens.hq);
    const refused = await saveFile({ folderId: theirFolder.data.id, upload: ownUpload, name: 'x' }, second.tokens.hq);
    expect(refused.status).toBe(400);
    expect((await download(fileId, hq)).statusCode).toBe(200);
  });
});
