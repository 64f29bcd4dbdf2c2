import type { TBrandDocument } from '@portal/contracts/brand-launch';
import type { Db } from '../../db/client.ts';
import { decryptCsPath, encryptCsPath } from './cs-path.ts';
import { checkHostsFree } from './launch.ts';
import { markFiles, storeMarkFiles } from './marks.ts';
import { ZMerchantConfig } from './merchant-config.ts';
import { documentRepo, launchRepo } from './merchant-repo.ts';
import { brandByCode } from './settings.ts';

/** The brand's part of its document: row, configuration without secrets, service addresses, vendors, help. */
export async function brandDocumentPart(db: Db, code: string) {
  const m = await brandByCode(db, code);
  const { socialProviders: _social, hostedCaptcha: _captcha, customerService, marks: _marks, ...config } = m.config;
  return {
    id: m.id,
    part: {
      code: m.code,
      name: m.name,
      hosts: m.hosts,
      config: { ...config, humanCheck: config.humanCheck === 'hosted' ? 'pow' : config.humanCheck },
      customerService: customerService.map((p) => ({
        type: p.type,
        address: decryptCsPath(p.path),
        ...(p.labelName ? { labelName: p.labelName } : {}),
      })),
      vendors: await documentRepo.vendorsOf(db, m.id),
      help: await documentRepo.helpOf(db, m.id),
      marks: await markFiles(db, m),
    },
  };
}

/**
 * Makes a brand from a document inside the caller's transaction: its configuration checked whole (a document that
 * does not make a valid brand is refused), service addresses encrypted anew with this installation's key, the
 * vendors this catalogue has (the others are named in the answer), the help articles.
 */
export async function createBrandFromDocument(tx: Db, doc: TBrandDocument, code: string, hosts: string[]) {
  await checkHostsFree(tx, hosts);
  const config = ZMerchantConfig.parse({
    ...doc.config,
    // Image ids of another installation name nothing here: the document's files are stored below.
    marks: undefined,
    socialProviders: [],
    customerService: doc.customerService.map((p) => ({
      type: p.type,
      path: encryptCsPath(p.address),
      ...(p.labelName ? { labelName: p.labelName } : {}),
    })),
  });
  const id = await launchRepo.insert(tx, { code, name: doc.name, hosts, isDefault: false, config });
  const known = await documentRepo.knownVendors(
    tx,
    doc.vendors.map((v) => v.vassalage),
  );
  await documentRepo.insertVendors(
    tx,
    doc.vendors.filter((v) => known.has(v.vassalage)).map((v) => ({ ...v, merchantId: id })),
  );
  await documentRepo.insertHelp(
    tx,
    doc.help.map((h) => ({ ...h, merchantId: id })),
  );
  const marks = await storeMarkFiles(tx, id, doc.marks);
  return { id, marks, unknownVendors: doc.vendors.filter((v) => !known.has(v.vassalage)).map((v) => v.vassalage) };
}
