import type { Command } from '../client.ts';

const BASE = '/admin/api/console/brands';

export const brands: Command = {
  name: 'brands',
  usage: 'brands   list every brand with its money, languages, hosts, vendors and members',
  run: async (_args, client) => client.get(BASE),
};

/** `key=value` words into an object; lists are comma-separated. */
const words = (args: string[]) =>
  new Map(
    args.map((a) => {
      const cut = a.indexOf('=');
      return [cut < 0 ? a : a.slice(0, cut), cut < 0 ? '' : a.slice(cut + 1)] as const;
    }),
  );

export const brandCreate: Command = {
  name: 'brand-create',
  usage:
    'brand-create code=NOVA name="Nova Bet" currency=USD lang=en languages=en,pt hosts=nova.example.com [template=LUMEN]   ask for a new brand (a second admin approves it with `approval-approve`)',
  run: async (args, client) => {
    const w = words(args);
    const need = (k: string) => {
      const v = w.get(k);
      if (!v) throw new Error(`give ${k}=…`);
      return v;
    };
    const lang = need('lang');
    return client.post(BASE, {
      code: need('code'),
      name: need('name'),
      currency: need('currency'),
      defaultLang: lang,
      languages: (w.get('languages') ?? lang).split(',').filter(Boolean),
      hosts: need('hosts').split(',').filter(Boolean),
      template: w.get('template') ?? 'LUMEN',
    });
  },
};

export const brandGeneral: Command = {
  name: 'brand-general',
  usage:
    'brand-general CODE [JSON on standard input]   show a brand’s general settings, or replace them with the JSON given',
  run: async ([code], client, io) => {
    if (!code) throw new Error('give the brand code');
    const body = await io.stdin();
    if (!body.trim()) return client.get(`${BASE}/${code}/general`);
    return client.put(`${BASE}/${code}/general`, JSON.parse(body));
  },
};

export const brandExport: Command = {
  name: 'brand-export',
  usage:
    'brand-export CODE   print a brand’s whole set-up as one JSON document with its uploaded logo and icon (no secrets, members or money)',
  run: async ([code], client) => {
    if (!code) throw new Error('give the brand code');
    return client.get(`${BASE}/${code}/export`);
  },
};

export const brandImport: Command = {
  name: 'brand-import',
  usage:
    'brand-import [code=NEW] [hosts=a.example.com,…] < brand.json   ask for a brand made from an exported document (a second admin approves it)',
  run: async (args, client, io) => {
    const text = await io.stdin();
    if (!text.trim()) throw new Error('give the exported document on standard input');
    const w = words(args);
    const hosts = w.get('hosts')?.split(',').filter(Boolean);
    return client.post(`${BASE}/import`, {
      document: JSON.parse(text),
      ...(w.get('code') ? { code: w.get('code') } : {}),
      ...(hosts?.length ? { hosts } : {}),
    });
  },
};
